#include "report/ReportDocument.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextLayout>

#include <memory>

#include <algorithm>
#include <cmath>

namespace gpuplan::report {

void ReportDocument::addTitle(const QString& title, const QString& subtitle) {
    Block b;
    b.kind = Kind::Title;
    b.text = title;
    b.subtitle = subtitle;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addHeading(const QString& text, int level) {
    Block b;
    b.kind = Kind::Heading;
    b.text = text;
    b.level = std::clamp(level, 1, 3);
    blocks_.push_back(std::move(b));
}

void ReportDocument::addParagraph(const QString& text) {
    Block b;
    b.kind = Kind::Paragraph;
    b.text = text;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addBullets(const QStringList& items) {
    Block b;
    b.kind = Kind::Bullets;
    b.items = items;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addKeyValues(const QList<QPair<QString, QString>>& pairs) {
    Block b;
    b.kind = Kind::KeyValues;
    b.pairs = pairs;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addTable(const ReportTable& table) {
    Block b;
    b.kind = Kind::Table;
    b.table = table;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addDrawing(DrawFunction draw, double height_mm, const QString& caption) {
    Block b;
    b.kind = Kind::Drawing;
    b.draw = std::move(draw);
    b.height_mm = height_mm;
    b.text = caption;
    blocks_.push_back(std::move(b));
}

void ReportDocument::addPageBreak() {
    Block b;
    b.kind = Kind::PageBreak;
    blocks_.push_back(std::move(b));
}

namespace {

const QColor kAccent(0x1f, 0x3b, 0x57);
const QColor kRule(0xb0, 0xb8, 0xc0);
const QColor kHeaderFill(0xe4, 0xe9, 0xee);
const QColor kZebra(0xf5, 0xf7, 0xf9);

QFont font(double points, bool bold = false, bool italic = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    // No ligatures: "fi" stays two letters that a reader can search and copy.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

// Lays blocks out page by page on one painter.
class Layout {
public:
    Layout(QPainter* p, QPagedPaintDevice* dev, const ReportMeta& meta, int total)
        : p_(p), dev_(dev), meta_(meta), total_(total) {
        dpi_ = dev->logicalDpiY();
        const double w = dev->width();
        const double h = dev->height();
        left_ = mm(18);
        right_ = w - mm(18);
        top_ = mm(22);
        bottom_ = h - mm(20);
        startPage();
    }

    int pages() const { return page_; }

    static QFont headingFont(int level) { return font(level == 1 ? 15 : level == 2 ? 12 : 10.5, true); }

    double headingHeight(const QString& text, int level) const {
        return textHeight(text, headingFont(level), width()) + mm(level == 1 ? 10 : 6);
    }

    // `keep` is the height of what follows that must stay on the heading's page.
    void heading(const QString& text, int level, double keep) {
        const QFont f = headingFont(level);
        const double h = headingHeight(text, level);
        ensure(h + std::max(keep, mm(12)));
        if (y_ > contentTop_ + 1)
            y_ += mm(level == 1 ? 4 : 2);
        p_->setFont(f);
        p_->setPen(kAccent);
        const QRectF r(left_, y_, width(), h);
        p_->drawText(r, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
        y_ += textHeight(text, f, width()) + mm(1);
        if (level == 1) {
            p_->setPen(QPen(kAccent, mm(0.4)));
            p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
            y_ += mm(3);
        } else {
            y_ += mm(1.5);
        }
    }

    void title(const QString& text, const QString& subtitle) {
        const QFont big = font(20, true);
        const QFont small = font(11);
        p_->setPen(kAccent);
        p_->setFont(big);
        const double h = textHeight(text, big, width());
        ensure(h + mm(30));
        p_->drawText(QRectF(left_, y_, width(), h), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
        y_ += h + mm(1.5);
        if (!subtitle.isEmpty()) {
            p_->setFont(small);
            p_->setPen(QColor(0x33, 0x33, 0x33));
            const double sh = textHeight(subtitle, small, width());
            p_->drawText(QRectF(left_, y_, width(), sh), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                         subtitle);
            y_ += sh + mm(1.5);
        }
        p_->setPen(QPen(kAccent, mm(0.8)));
        p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
        y_ += mm(5);
    }

    void paragraph(const QString& text, const QFont& f = font(9.5), const QColor& color = Qt::black) {
        lines(text, f, color, 0);
        y_ += mm(2.5);
    }

    void bullets(const QStringList& items) {
        const QFont f = font(9.5);
        const double indent = mm(5);
        for (const QString& item : items) {
            const double first = QFontMetricsF(f, dev_).height();
            ensure(first);
            p_->setFont(f);
            p_->setPen(kAccent);
            p_->drawText(QRectF(left_ + mm(1), y_, indent, first), Qt::AlignLeft | Qt::AlignTop,
                         QStringLiteral("•"));
            lines(item, f, Qt::black, indent);
            y_ += mm(1.2);
        }
        y_ += mm(1.8);
    }

    // Column widths and fonts of a table on this page width.
    struct TableGeometry {
        int cols = 0;
        QList<double> widths;
        QFont body;
        QFont bold;
        double pad = 0;
    };

    TableGeometry geometry(const ReportTable& t) const {
        TableGeometry g;
        g.cols = static_cast<int>(t.header.size());
        g.body = font(t.font_points);
        g.bold = font(t.font_points, true);
        g.pad = mm(1.2);
        if (t.widths.size() != g.cols) {
            contentWidths(t, g);
            return g;
        }
        double sum = 0;
        for (double r : t.widths)
            sum += r;
        for (double r : t.widths)
            g.widths.append(width() * r / sum);
        widenForLongestWords(t, g);
        return g;
    }

    static bool rightAligned(const ReportTable& t, int c) {
        if (c < t.alignment.size())
            return (t.alignment[c] & Qt::AlignRight) != 0;
        return c > 0;
    }

    // Column widths from the content, as a browser lays out an automatic table: each
    // column gets at least its longest word, and the rest of the width goes to the
    // columns in proportion to how much more their longest cell wants on one line (so
    // a column of short numbers stays narrow and a column of names takes the room).
    // Headers wrap if they must: their longest word is a minimum, their length a wish.
    void contentWidths(const ReportTable& t, TableGeometry& g) const {
        const QFontMetricsF body(g.body, dev_);
        const QFontMetricsF bold(g.bold, dev_);
        QList<double> least(g.cols, 0.0), natural(g.cols, 0.0);
        auto words = [&](const QString& cell, const QFontMetricsF& fm) {
            double w = 0;
            for (const QString& word : cell.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                w = std::max(w, fm.horizontalAdvance(word));
            return w;
        };
        for (int c = 0; c < g.cols; ++c) {
            least[c] = words(t.header[c], bold);
            natural[c] = bold.horizontalAdvance(t.header[c]);
        }
        for (int r = 0; r < t.rows.size(); ++r) {
            const QFontMetricsF& fm = r == t.highlighted_row ? bold : body;
            for (int c = 0; c < g.cols && c < t.rows[r].size(); ++c) {
                const double whole = fm.horizontalAdvance(t.rows[r][c]);
                // A right-aligned cell is a figure with its unit ("49.1 GB"): kept on one line.
                least[c] = std::max(least[c], rightAligned(t, c) ? whole : words(t.rows[r][c], fm));
                natural[c] = std::max(natural[c], whole);
            }
        }
        double sum_least = 0, sum_want = 0;
        for (int c = 0; c < g.cols; ++c) {
            // A word longer than a third of the page (a URL) breaks anywhere rather than widen its column.
            least[c] = std::min(least[c] + 2 * g.pad + 1, width() / 3);
            // A column of long texts (sources, notes) wraps rather than starve the others.
            natural[c] = std::max(std::min(natural[c] + 2 * g.pad + 1, 0.4 * width()), least[c]);
            sum_least += least[c];
            sum_want += natural[c] - least[c];
        }
        const double room = width() - sum_least;
        for (int c = 0; c < g.cols; ++c) {
            if (room < 0) // even the words do not fit: share by natural width (words wrap anywhere)
                g.widths.append(width() * natural[c] / (sum_least + sum_want));
            else if (sum_want <= room) // everything fits on one line: spread the spare width
                g.widths.append(natural[c] + (room - sum_want) * natural[c] / (sum_least + sum_want));
            else
                g.widths.append(least[c] + room * (natural[c] - least[c]) / sum_want);
        }
    }

    // Widens a column that is narrower than its longest word (a header such as
    // "Communication", a long id), taking the width from columns that have room to
    // spare, so that words are not broken. Gives up (words then wrap anywhere)
    // when the words of all columns do not fit side by side.
    void widenForLongestWords(const ReportTable& t, TableGeometry& g) const {
        const QFontMetricsF bold(g.bold, dev_);
        QList<double> need(g.cols, 0.0);
        auto scan = [&](const QStringList& cells, const QFontMetricsF& fm) {
            for (int c = 0; c < g.cols && c < cells.size(); ++c)
                for (const QString& word : cells[c].split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    need[c] = std::max(need[c], fm.horizontalAdvance(word) + 2 * g.pad + 1);
        };
        scan(t.header, bold);
        for (const QStringList& row : t.rows)
            scan(row, bold); // bold: the highlighted row is the widest a row gets
        double total_need = 0;
        for (double n : need)
            total_need += n;
        if (total_need > width())
            return;
        for (int round = 0; round < g.cols; ++round) {
            double missing = 0, spare = 0;
            for (int c = 0; c < g.cols; ++c) {
                if (g.widths[c] < need[c])
                    missing += need[c] - g.widths[c];
                else
                    spare += g.widths[c] - need[c];
            }
            if (missing <= 0.5 || spare <= 0)
                return;
            const double share = std::min(1.0, missing / spare);
            for (int c = 0; c < g.cols; ++c) {
                if (g.widths[c] < need[c])
                    g.widths[c] = need[c];
                else
                    g.widths[c] -= (g.widths[c] - need[c]) * share;
            }
        }
    }

    double rowHeight(const TableGeometry& g, const QStringList& cells, const QFont& f) const {
        double h = 0;
        for (int c = 0; c < g.cols; ++c)
            h = std::max(h, textHeight(c < cells.size() ? cells[c] : QString(), f, g.widths[c] - 2 * g.pad));
        return h + 2 * g.pad;
    }

    void table(const ReportTable& t) {
        const TableGeometry g = geometry(t);
        if (g.cols == 0)
            return;
        auto align = [&](int c) -> Qt::Alignment {
            if (c < t.alignment.size())
                return t.alignment[c];
            return c == 0 ? Qt::AlignLeft : Qt::AlignRight;
        };
        auto drawRow = [&](const QStringList& cells, const QFont& f, const QColor& fill) {
            const double h = rowHeight(g, cells, f);
            if (fill.isValid())
                p_->fillRect(QRectF(left_, y_, width(), h), fill);
            p_->setFont(f);
            p_->setPen(Qt::black);
            double x = left_;
            for (int c = 0; c < g.cols; ++c) {
                const QRectF cell(x + g.pad, y_ + g.pad, g.widths[c] - 2 * g.pad, h - 2 * g.pad);
                const QString text = c < cells.size() ? cells[c] : QString();
                drawTextBox(text, f, cell.topLeft(), cell.width(), align(c));
                x += g.widths[c];
            }
            y_ += h;
            p_->setPen(QPen(kRule, mm(0.15)));
            p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
        };
        ensure(minHeight(t));
        drawRow(t.header, g.bold, kHeaderFill);
        const double caption = captionHeight(t);
        for (int r = 0; r < t.rows.size(); ++r) {
            const bool highlight = r == t.highlighted_row;
            const QFont& f = highlight ? g.bold : g.body;
            // The last row keeps the caption company.
            const double need = rowHeight(g, t.rows[r], f) + (r + 1 == t.rows.size() ? caption : 0.0);
            if (y_ + need > bottom_) {
                newPage();
                drawRow(t.header, g.bold, kHeaderFill); // repeated header
            }
            drawRow(t.rows[r], f, r % 2 == 1 ? kZebra : QColor());
        }
        y_ += mm(1.5);
        if (!t.caption.isEmpty())
            paragraph(t.caption, captionFont(), QColor(0x44, 0x44, 0x44));
        else
            y_ += mm(2);
    }

    static QFont captionFont() { return font(8, false, true); }

    double captionHeight(const ReportTable& t) const {
        return t.caption.isEmpty() ? 0.0 : mm(1.5) + textHeight(t.caption, captionFont(), width());
    }

    // The height a table needs on its first page: all of it when it is short (it moves to
    // the next page whole rather than leave a row or two behind), else its header and
    // first row.
    double minHeight(const ReportTable& t) const {
        const TableGeometry g = geometry(t);
        if (g.cols == 0)
            return 0;
        const double header = rowHeight(g, t.header, g.bold);
        double whole = header + captionHeight(t);
        for (int r = 0; r < t.rows.size(); ++r)
            whole += rowHeight(g, t.rows[r], r == t.highlighted_row ? g.bold : g.body);
        if (whole <= (bottom_ - contentTop_) / 3)
            return whole;
        return header + (t.rows.isEmpty()
                             ? 0
                             : rowHeight(g, t.rows.front(), t.highlighted_row == 0 ? g.bold : g.body));
    }

    double drawingHeight(double height_mm) const {
        return std::min(mm(height_mm), bottom_ - contentTop_ - mm(12));
    }

    // What must fit under a heading for it to stay on this page: the start of the next block.
    double minHeight(const ReportDocument::Block& b) const {
        const double line = QFontMetricsF(font(9.5), dev_).height();
        switch (b.kind) {
        case ReportDocument::Kind::Table:
            return minHeight(b.table);
        case ReportDocument::Kind::Drawing:
            return drawingHeight(b.height_mm) + mm(8);
        case ReportDocument::Kind::KeyValues:
        case ReportDocument::Kind::Bullets:
        case ReportDocument::Kind::Paragraph:
            return 3 * line;
        default:
            return 2 * line;
        }
    }

    void keyValues(const QList<QPair<QString, QString>>& pairs) {
        const double key_w = width() * 0.34;
        const double pad = mm(0.8);
        for (const auto& [key, value] : pairs) {
            const double h = std::max(textHeight(key, font(9.5, true), key_w - pad),
                                      textHeight(value, font(9.5), width() - key_w)) +
                             2 * pad;
            ensure(h);
            p_->setPen(Qt::black);
            p_->setFont(font(9.5, true));
            drawTextBox(key, font(9.5, true), QPointF(left_, y_ + pad), key_w - pad);
            p_->setFont(font(9.5));
            drawTextBox(value, font(9.5), QPointF(left_ + key_w, y_ + pad), width() - key_w);
            y_ += h;
        }
        y_ += mm(3);
    }

    void drawing(const DrawFunction& draw, double height_mm, const QString& caption) {
        double h = drawingHeight(height_mm);
        // A chart a little taller than the space left shrinks to it rather than leave the space empty.
        if (const double left = bottom_ - y_ - mm(8); left < h && left >= 0.7 * h)
            h = left;
        ensure(h + mm(8));
        p_->save();
        draw(p_, QRectF(left_, y_, width(), h));
        p_->restore();
        y_ += h + mm(1.5);
        if (!caption.isEmpty())
            paragraph(caption, font(8, false, true), QColor(0x44, 0x44, 0x44));
        else
            y_ += mm(3);
    }

    void newPage() {
        dev_->newPage();
        ++page_;
        startPage();
    }

    void pageBreak() {
        if (y_ > contentTop_ + 1)
            newPage();
    }

private:
    double mm(double v) const { return v * dpi_ / 25.4; }

    // Wrapped text from `indent` to the right margin; a long text continues on the next page.
    void lines(const QString& text, const QFont& f, const QColor& color, double indent) {
        QTextLayout layout(text, f, dev_);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // a long URL breaks, never overflows
        layout.setTextOption(option);
        layout.beginLayout();
        double line_y = 0;
        std::vector<QTextLine> text_lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width() - indent);
            line.setPosition(QPointF(0, line_y));
            line_y += line.height();
            text_lines.push_back(line);
        }
        layout.endLayout();
        p_->setPen(color);
        for (const QTextLine& line : text_lines) {
            ensure(line.height());
            line.draw(p_, QPointF(left_ + indent, y_ - line.y()));
            y_ += line.height();
        }
    }
    double width() const { return right_ - left_; }

    // Text laid out in a box of width `w`: lines break between words, and inside a word
    // only when it is wider than the box (a long URL), so nothing is ever cut off.
    struct TextBox {
        std::unique_ptr<QTextLayout> layout;
        double height = 0;
    };

    TextBox textBox(const QString& text, const QFont& f, double w,
                    Qt::Alignment align = Qt::AlignLeft) const {
        TextBox box;
        box.layout = std::make_unique<QTextLayout>(text, f, dev_);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        option.setAlignment(align);
        box.layout->setTextOption(option);
        box.layout->beginLayout();
        for (QTextLine line = box.layout->createLine(); line.isValid(); line = box.layout->createLine()) {
            line.setLineWidth(std::max(w, 1.0));
            line.setPosition(QPointF(0, box.height));
            box.height += line.height();
        }
        box.layout->endLayout();
        if (text.isEmpty())
            box.height = QFontMetricsF(f, dev_).height();
        return box;
    }

    double textHeight(const QString& text, const QFont& f, double w) const {
        return textBox(text, f, w).height;
    }

    // Draws wrapped text with its top left at `at`; returns its height.
    double drawTextBox(const QString& text, const QFont& f, const QPointF& at, double w,
                       Qt::Alignment align = Qt::AlignLeft) {
        const TextBox box = textBox(text, f, w, align);
        box.layout->draw(p_, at);
        return box.height;
    }

    void ensure(double h) {
        if (y_ + h > bottom_ && y_ > contentTop_ + 1)
            newPage();
    }

    void startPage() {
        // Header: title and date; footer: catalog version and page number.
        p_->save();
        p_->setPen(kAccent);
        p_->setFont(font(8, true));
        const double header_y = mm(10);
        p_->drawText(QRectF(left_, header_y, width() * 0.7, mm(6)), Qt::AlignLeft | Qt::AlignVCenter,
                     meta_.title);
        p_->setFont(font(8));
        p_->drawText(QRectF(left_ + width() * 0.5, header_y, width() * 0.5, mm(6)),
                     Qt::AlignRight | Qt::AlignVCenter,
                     meta_.locale.toString(meta_.date, QLocale::LongFormat));
        p_->setPen(QPen(kRule, mm(0.25)));
        p_->drawLine(QPointF(left_, header_y + mm(7)), QPointF(right_, header_y + mm(7)));
        const double footer_y = bottom_ + mm(6);
        p_->drawLine(QPointF(left_, footer_y - mm(1)), QPointF(right_, footer_y - mm(1)));
        p_->setPen(QColor(0x44, 0x44, 0x44));
        p_->drawText(QRectF(left_, footer_y, width() * 0.7, mm(6)), Qt::AlignLeft | Qt::AlignVCenter,
                     QCoreApplication::translate("gpuplan::report", "GPU Planner — catalog %1")
                         .arg(meta_.catalog_version));
        const QString page =
            total_ > 0
                ? QCoreApplication::translate("gpuplan::report", "Page %1 of %2").arg(page_).arg(total_)
                : QCoreApplication::translate("gpuplan::report", "Page %1").arg(page_);
        p_->drawText(QRectF(left_ + width() * 0.5, footer_y, width() * 0.5, mm(6)),
                     Qt::AlignRight | Qt::AlignVCenter, page);
        p_->restore();
        y_ = top_;
        contentTop_ = top_;
    }

    QPainter* p_;
    QPagedPaintDevice* dev_;
    const ReportMeta& meta_;
    int total_;
    double dpi_ = 1200;
    double left_ = 0, right_ = 0, top_ = 0, bottom_ = 0;
    double y_ = 0, contentTop_ = 0;
    int page_ = 1;
};

void setupPdfWriter(QPdfWriter& writer, const ReportMeta& meta) {
    writer.setResolution(600);
    writer.setPageLayout(
        QPageLayout(QPageSize(meta.page_size), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setTitle(meta.title);
    writer.setCreator(QStringLiteral("GPU Planner"));
    writer.setPdfVersion(QPagedPaintDevice::PdfVersion_1_6);
}

} // namespace

int renderToDevice(const ReportDocument& doc, const ReportMeta& meta, QPagedPaintDevice* device,
                   QPainter* painter, int total_pages) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    Layout layout(painter, device, meta, total_pages);
    const auto& blocks = doc.blocks();
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const ReportDocument::Block& b = blocks[i];
        switch (b.kind) {
        case ReportDocument::Kind::Title:
            layout.title(b.text, b.subtitle);
            break;
        case ReportDocument::Kind::Bullets:
            layout.bullets(b.items);
            break;
        case ReportDocument::Kind::Heading: {
            // Kept with the start of what follows (and of a sub-heading's block).
            double keep = 0;
            for (std::size_t k = i + 1; k < blocks.size(); ++k) {
                keep += blocks[k].kind == ReportDocument::Kind::Heading
                            ? layout.headingHeight(blocks[k].text, blocks[k].level)
                            : layout.minHeight(blocks[k]);
                if (blocks[k].kind != ReportDocument::Kind::Heading)
                    break;
            }
            layout.heading(b.text, b.level, keep);
            break;
        }
        case ReportDocument::Kind::Paragraph:
            layout.paragraph(b.text);
            break;
        case ReportDocument::Kind::KeyValues:
            layout.keyValues(b.pairs);
            break;
        case ReportDocument::Kind::Table:
            layout.table(b.table);
            break;
        case ReportDocument::Kind::Drawing:
            layout.drawing(b.draw, b.height_mm, b.text);
            break;
        case ReportDocument::Kind::PageBreak:
            layout.pageBreak();
            break;
        }
    }
    return layout.pages();
}

int countPages(const ReportDocument& doc, const ReportMeta& meta) {
    QByteArray scratch;
    QBuffer buffer(&scratch);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    setupPdfWriter(writer, meta);
    QPainter painter(&writer);
    return renderToDevice(doc, meta, &writer, &painter, 0);
}

RenderResult renderPdf(const ReportDocument& doc, const ReportMeta& meta, const QString& path) {
    RenderResult result;
    // First pass: count the pages (for "Page N of M"), into memory.
    const int pages = countPages(doc, meta);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = QCoreApplication::translate("gpuplan::report", "Cannot write the report to %1: %2")
                           .arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return result;
    }
    {
        QPdfWriter writer(&file);
        setupPdfWriter(writer, meta);
        QPainter painter(&writer);
        if (!painter.isActive()) {
            file.cancelWriting();
            result.error =
                QCoreApplication::translate("gpuplan::report", "Cannot start a PDF at %1").arg(path);
            return result;
        }
        result.pages = renderToDevice(doc, meta, &writer, &painter, pages);
    }
    if (!file.commit()) {
        result.error = QCoreApplication::translate("gpuplan::report", "Cannot write the report to %1: %2")
                           .arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace gpuplan::report
