#include "ReportDocument.h"

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

#include <algorithm>
#include <cmath>

namespace gpuplan::report {

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

    void heading(const QString& text, int level) {
        const QFont f = font(level == 1 ? 15 : level == 2 ? 12 : 10.5, true);
        const double h = textHeight(text, f, width()) + mm(level == 1 ? 6 : 4);
        ensure(h + mm(25)); // keep a heading with what follows it
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

    void paragraph(const QString& text, const QFont& f = font(9.5), const QColor& color = Qt::black) {
        // QTextLayout breaks the lines so that a long paragraph continues on the next page.
        QTextLayout layout(text, f, dev_);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        double line_y = 0;
        std::vector<QTextLine> lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width());
            line.setPosition(QPointF(0, line_y));
            line_y += line.height();
            lines.push_back(line);
        }
        layout.endLayout();
        p_->setPen(color);
        for (const QTextLine& line : lines) {
            ensure(line.height());
            line.draw(p_, QPointF(left_, y_ - line.y()));
            y_ += line.height();
        }
        y_ += mm(2.5);
    }

    void table(const ReportTable& t) {
        const int cols = static_cast<int>(t.header.size());
        if (cols == 0)
            return;
        QList<double> rel = t.widths;
        if (rel.size() != cols)
            rel = QList<double>(cols, 1.0);
        double sum = 0;
        for (double r : rel)
            sum += r;
        QList<double> widths;
        for (double r : rel)
            widths.append(width() * r / sum);
        auto align = [&](int c) -> Qt::Alignment {
            if (c < t.alignment.size())
                return t.alignment[c];
            return c == 0 ? Qt::AlignLeft : Qt::AlignRight;
        };
        const double pad = mm(1.2);
        const QFont body = font(8.5);
        const QFont bold = font(8.5, true);
        auto rowHeight = [&](const QStringList& cells, const QFont& f) {
            double h = 0;
            for (int c = 0; c < cols; ++c)
                h = std::max(h, textHeight(c < cells.size() ? cells[c] : QString(), f, widths[c] - 2 * pad));
            return h + 2 * pad;
        };
        auto drawRow = [&](const QStringList& cells, const QFont& f, const QColor& fill) {
            const double h = rowHeight(cells, f);
            if (fill.isValid())
                p_->fillRect(QRectF(left_, y_, width(), h), fill);
            p_->setFont(f);
            p_->setPen(Qt::black);
            double x = left_;
            for (int c = 0; c < cols; ++c) {
                const QRectF cell(x + pad, y_ + pad, widths[c] - 2 * pad, h - 2 * pad);
                p_->drawText(cell, static_cast<int>(align(c) | Qt::AlignTop) | Qt::TextWordWrap,
                             c < cells.size() ? cells[c] : QString());
                x += widths[c];
            }
            y_ += h;
            p_->setPen(QPen(kRule, mm(0.15)));
            p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
        };
        const double header_h = rowHeight(t.header, bold);
        ensure(header_h + (t.rows.isEmpty() ? 0 : rowHeight(t.rows.front(), body)));
        drawRow(t.header, bold, kHeaderFill);
        for (int r = 0; r < t.rows.size(); ++r) {
            const bool highlight = r == t.highlighted_row;
            const QFont& f = highlight ? bold : body;
            if (y_ + rowHeight(t.rows[r], f) > bottom_) {
                newPage();
                drawRow(t.header, bold, kHeaderFill); // repeated header
            }
            drawRow(t.rows[r], f, r % 2 == 1 ? kZebra : QColor());
        }
        y_ += mm(1.5);
        if (!t.caption.isEmpty())
            paragraph(t.caption, font(8, false, true), QColor(0x44, 0x44, 0x44));
        else
            y_ += mm(2);
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
            p_->drawText(QRectF(left_, y_ + pad, key_w - pad, h), Qt::TextWordWrap, key);
            p_->setFont(font(9.5));
            p_->drawText(QRectF(left_ + key_w, y_ + pad, width() - key_w, h), Qt::TextWordWrap, value);
            y_ += h;
        }
        y_ += mm(3);
    }

    void drawing(const DrawFunction& draw, double height_mm, const QString& caption) {
        const double h = std::min(mm(height_mm), bottom_ - contentTop_ - mm(12));
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
    double width() const { return right_ - left_; }

    double textHeight(const QString& text, const QFont& f, double w) const {
        if (text.isEmpty())
            return QFontMetricsF(f, dev_).height();
        const QFontMetricsF fm(f, dev_);
        return fm.boundingRect(QRectF(0, 0, std::max(w, 1.0), 1e7), Qt::TextWordWrap, text).height();
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
                     Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(meta_.date, QLocale::LongFormat));
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
    for (const auto& b : doc.blocks()) {
        switch (b.kind) {
        case ReportDocument::Kind::Heading:
            layout.heading(b.text, b.level);
            break;
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

RenderResult renderPdf(const ReportDocument& doc, const ReportMeta& meta, const QString& path) {
    RenderResult result;
    // First pass: count the pages (for "Page N of M"), into memory.
    int pages = 0;
    {
        QByteArray scratch;
        QBuffer buffer(&scratch);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        setupPdfWriter(writer, meta);
        QPainter painter(&writer);
        pages = renderToDevice(doc, meta, &writer, &painter, 0);
    }
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
