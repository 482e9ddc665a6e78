#pragma once

#include <QDate>
#include <QList>
#include <QLocale>
#include <QPageSize>
#include <QPair>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QPainter;
class QPagedPaintDevice;

namespace gpuplan::report {

// A table of the report: it splits across pages, repeating its header row.
struct ReportTable {
    QStringList header;
    QList<QStringList> rows;
    QList<double> widths;           // relative column widths (empty: from the content)
    QList<Qt::Alignment> alignment; // per column (empty: first left, others right)
    QString caption;
    int highlighted_row = -1; // drawn in bold (e.g. the recommended option)
    double font_points = 8.5; // smaller for long texts (sources)
};

// Draws vector content (a chart) into the given rectangle of a painter.
using DrawFunction = std::function<void(QPainter* painter, const QRectF& target)>;

// What a report says, as a flow of blocks; ReportRenderer lays it out on pages.
class ReportDocument {
public:
    enum class Kind { Title, Heading, Paragraph, Bullets, KeyValues, Table, Drawing, PageBreak };
    struct Block {
        Kind kind = Kind::Paragraph;
        int level = 1;
        QString text;
        QString subtitle;
        QStringList items;
        QList<QPair<QString, QString>> pairs;
        ReportTable table;
        DrawFunction draw;
        double height_mm = 0.0;
    };

    // The document's title block (first page): a large title and a smaller line under it.
    void addTitle(const QString& title, const QString& subtitle = {});
    void addHeading(const QString& text, int level = 1);
    void addParagraph(const QString& text);
    // A bulleted list; each item wraps with a hanging indent.
    void addBullets(const QStringList& items);
    void addKeyValues(const QList<QPair<QString, QString>>& pairs);
    void addTable(const ReportTable& table);
    void addDrawing(DrawFunction draw, double height_mm, const QString& caption = {});
    void addPageBreak();

    const std::vector<Block>& blocks() const { return blocks_; }

private:
    std::vector<Block> blocks_;
};

// Printed on every page.
struct ReportMeta {
    QString title;
    QString subtitle;
    QString catalog_version;
    QDate date = QDate::currentDate();
    QLocale locale; // the date's language and format
    QPageSize::PageSizeId page_size = QPageSize::A4;
};

struct RenderResult {
    bool ok = false;
    int pages = 0;
    QString error; // what went wrong and where, for the user
};

// Writes the document as a PDF (vector, fonts embedded) at `path`, atomically:
// a failure leaves any existing file untouched.
RenderResult renderPdf(const ReportDocument& doc, const ReportMeta& meta, const QString& path);

// The number of pages the document takes (laid out once into memory).
int countPages(const ReportDocument& doc, const ReportMeta& meta);

// Lays the document out on any paged device (a QPrinter for the preview);
// `total_pages` is printed in the footers (0: unknown). Returns the page count.
int renderToDevice(const ReportDocument& doc, const ReportMeta& meta, QPagedPaintDevice* device,
                   QPainter* painter, int total_pages);

} // namespace gpuplan::report
