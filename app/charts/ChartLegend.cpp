#include "charts/ChartLegend.h"

#include "charts/ChartView.h"

#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QPen>
#include <QPointer>
#include <QTextDocument>

#include <algorithm>
#include <utility>

namespace gpuplan::charts {

namespace {

constexpr double kSwatch = 10.0;  // the colour square, as Qt's legend draws it
constexpr double kGap = 5.0;      // between the square and the name
constexpr double kSpacing = 16.0; // between two entries of a row
constexpr char kLeftOut[] = "gpuplan_left_out_of_legend";
constexpr double kBottomShare = 0.25; // of the plot's and the rows' room: rows that take less stay under
constexpr double kRightShare = 0.34;  // of its width, the most a column at the right takes
constexpr double kMinColumn = 110.0;  // a column narrower than this wraps every name: rows instead
constexpr double kColumnGap = 16.0;   // between the plot and the column
constexpr double kAxesWidth = 50.0;   // before a first layout: about what the vertical axis takes
constexpr double kAxesHeight = 60.0;  // and the chart's title, the horizontal axis' labels and title

// How well a plot in a chart's `width` x `height` (less the legend's room) shows its data, the
// axes' and titles' room `axes` taken off: its height, or its width over `shape` (the chart's
// plotShape()) where it is narrower than that shape.
double plotScore(double width, double height, QSizeF axes, double shape) {
    return std::min(height - axes.height(), (width - axes.width()) / shape);
}

// An entry's name or its square (`Item`): a click on it is a click on its marker.
template <class Item> class MarkerClick : public Item {
public:
    template <class... Args>
    explicit MarkerClick(QLegendMarker* marker, Args&&... args)
        : Item(std::forward<Args>(args)...), marker_(marker) {
        this->setAcceptedMouseButtons(Qt::LeftButton);
    }
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override {
        event->accept();
        if (marker_)
            Q_EMIT marker_->clicked();
    }

private:
    QPointer<QLegendMarker> marker_;
};
using EntryText = MarkerClick<QGraphicsTextItem>;
using EntrySwatch = MarkerClick<QGraphicsRectItem>;

struct Entry {
    QLegendMarker* marker;
    double width;  // the square, the gap and the name (as wrapped)
    double wrap;   // the name's width when it wraps; 0: on one line
    double height; // its lines
};

struct Row {
    std::vector<Entry> entries;
    double width = 0;
    double height = 0;
};

// The entries in rows no wider than `width`, each name whole: one longer than a row wraps. In a
// column (`column`), one entry a row.
std::vector<Row> placeEntries(const QList<QLegendMarker*>& markers, const QFont& font, double width,
                              bool column = false) {
    const QFontMetricsF fm(font);
    const double line = fm.height() + 4;
    std::vector<Row> rows(1);
    for (QLegendMarker* m : markers) {
        Entry e{m, kSwatch + kGap + fm.horizontalAdvance(m->label()) + 2, 0, line};
        if (e.width > width) {
            e.wrap = width - kSwatch - kGap;
            QGraphicsTextItem probe(m->label());
            probe.setFont(font);
            probe.document()->setDocumentMargin(0);
            probe.setTextWidth(e.wrap);
            e.width = width;
            e.height = probe.boundingRect().height() + 4;
        }
        if (!rows.back().entries.empty() && (column || rows.back().width + kSpacing + e.width > width))
            rows.emplace_back();
        Row& r = rows.back();
        r.width += (r.entries.empty() ? 0 : kSpacing) + e.width;
        r.height = std::max(r.height, e.height);
        r.entries.push_back(e);
    }
    return rows;
}

double rowsHeight(const std::vector<Row>& rows) {
    double height = 6;
    for (const Row& r : rows)
        height += r.height;
    return height;
}

// The widest entry on one line.
double widestEntry(const QList<QLegendMarker*>& markers, const QFont& font) {
    const QFontMetricsF fm(font);
    double widest = 0;
    for (const QLegendMarker* m : markers)
        widest = std::max(widest, kSwatch + kGap + fm.horizontalAdvance(m->label()) + 2);
    return widest;
}

// Adds the entries' squares and names to the chart's scene, from `origin` down, each row centred
// in `width` or at its left; `items` keeps them.
void showEntries(QChart* c, std::vector<QGraphicsItem*>& items, const std::vector<Row>& rows, QPointF origin,
                 double width, bool centred) {
    const QFont font = c->legend()->font();
    const double swatch_top = (QFontMetricsF(font).height() - kSwatch) / 2;
    double y = origin.y();
    for (const Row& r : rows) {
        double x = origin.x() + (centred ? std::max(0.0, (width - r.width) / 2) : 0.0);
        for (const Entry& e : r.entries) {
            auto* swatch = new EntrySwatch(e.marker, QRectF(0, 0, kSwatch, kSwatch));
            swatch->setBrush(e.marker->brush());
            swatch->setPen(e.marker->pen());
            swatch->setPos(x, y + swatch_top);
            auto* text = new EntryText(e.marker, e.marker->label());
            text->document()->setDocumentMargin(0);
            text->setCursor(Qt::PointingHandCursor);
            text->setFont(font);
            if (e.wrap > 0)
                text->setTextWidth(e.wrap); // a name longer than its room: on several lines
            text->setDefaultTextColor(e.marker->labelBrush().color());
            text->setPos(x + kSwatch + kGap, y);
            for (QGraphicsItem* item :
                 {static_cast<QGraphicsItem*>(swatch), static_cast<QGraphicsItem*>(text)}) {
                item->setZValue(c->zValue() + 10);
                c->scene()->addItem(item);
                items.push_back(item);
            }
            x += e.width + kSpacing;
        }
        y += r.height;
    }
}

} // namespace

void ChartLegend::leaveOut(QLegendMarker* marker) {
    marker->setVisible(false);
    marker->setProperty(kLeftOut, true);
}

bool ChartLegend::isLeftOut(const QLegendMarker* marker) {
    return marker->property(kLeftOut).toBool();
}

ChartLegend::~ChartLegend() {
    clear();
}

void ChartLegend::clear() {
    for (QGraphicsItem* item : items_) {
        if (item->scene())
            item->scene()->removeItem(item);
        delete item;
    }
    items_.clear();
}

void ChartLegend::measureAxes(const QRectF& inner) {
    const QRectF plot = view_->chart()->plotArea();
    const double width = inner.width() - plot.width() - (right_ ? room_ : 0);
    const double height = inner.height() - plot.height() - (right_ ? 0 : room_);
    if (plot.isEmpty() || width <= 0 || height <= 0 || width >= inner.width() || height >= inner.height())
        return; // not laid out yet, or not with the room this legend set
    measured_[right_ ? 1 : 0] = {view_->chart()->size(), QSizeF(width, height)};
    last_ = right_ ? 1 : 0;
}

QSizeF ChartLegend::axesRoom(bool right) const {
    const Measured& same = measured_[right ? 1 : 0];
    if (same.chart == view_->chart()->size())
        return same.axes; // this chart, at this size, with the legend placed so
    if (last_ >= 0)
        return measured_[last_].axes; // the place or the size differ: titles wrap alike, mostly
    return {kAxesWidth, kAxesHeight};
}

bool ChartLegend::layOut(bool keep_place) {
    QChart* c = view_->chart();
    QLegend* legend = c->legend();
    const bool ours = legend->alignment() == Qt::AlignBottom && (legend->isVisible() || hid_) && c->scene();
    const bool our_margins = c->margins() == set_margins_;
    if (!our_margins)
        base_margins_ = c->margins(); // set by someone else (the report's print settings)
    clear();
    QList<QLegendMarker*> markers;
    for (QLegendMarker* m : legend->markers())
        if (!isLeftOut(m) && !m->label().isEmpty())
            markers.append(m);
    if (!ours || markers.isEmpty()) {
        if (hid_ && !ours)
            legend->setVisible(true); // Qt's again, where it was placed
        hid_ = hid_ && ours;
        const bool changed = room_ > 0;
        room_ = 0;
        rows_ = 0;
        right_ = false;
        if (changed)
            c->setMargins(base_margins_.toMargins());
        set_margins_ = c->margins();
        return changed;
    }
    legend->setVisible(false);
    hid_ = true;
    const QRectF inner = c->geometry().marginsRemoved(base_margins_);
    if (our_margins)
        measureAxes(inner);
    const QFont font = legend->font();
    // Under the plot, or in a column at its right (no wider than a share of the chart) where the
    // rows take more than a share of the room left to the plot and the column leaves the plot more
    // room to read its curves: the rows of a wide, short chart took most of its height (the Serving
    // tab's at 1024 x 700, its plot 60 px tall under seven names). The axes' room is the chart's own
    // (as last laid out): with a guessed one, a taller chart got a shorter plot (336 px tall: the
    // rows under a 142 px plot; 280 px: the column beside a 168 px one).
    const double width = std::max(50.0, inner.width() - 8);
    std::vector<Row> rows = placeEntries(markers, font, width);
    double room = rowsHeight(rows);
    const double column = std::min(widestEntry(markers, font), kRightShare * inner.width());
    std::vector<Row> entries = placeEntries(markers, font, column, true);
    const double shape = view_->plotShape();
    const bool right =
        keep_place
            ? right_
            : room > kBottomShare * (inner.height() - axesRoom(false).height()) && column >= kMinColumn &&
                  rowsHeight(entries) <= inner.height() &&
                  plotScore(inner.width() - column - kColumnGap, inner.height(), axesRoom(true), shape) >
                      plotScore(inner.width(), inner.height() - room, axesRoom(false), shape);
    if (right) {
        const double height = rowsHeight(entries) - 6;
        // Beside the plot, centred on it (as the chart was last laid out: layOutNow() lays the
        // legend out again once the plot has its new place).
        const double top =
            std::clamp(c->plotArea().center().y() - height / 2, inner.top(), inner.bottom() - height);
        showEntries(c, items_, entries, QPointF(inner.right() - column - 6, top), column, false);
        rows = std::move(entries);
        room = column + kColumnGap;
    } else {
        showEntries(c, items_, rows, QPointF(inner.left() + 4, inner.bottom() - room + 3), width, true);
    }
    rows_ = static_cast<int>(rows.size());
    return setRoom(room, right);
}

bool ChartLegend::setRoom(double room, bool right) {
    QChart* c = view_->chart();
    const bool changed = room != room_ || right != right_;
    room_ = room;
    right_ = right;
    QMarginsF m = base_margins_;
    if (right)
        m.setRight(base_margins_.right() + room);
    else
        m.setBottom(base_margins_.bottom() + room);
    if (changed)
        c->setMargins(m.toMargins());
    set_margins_ = c->margins();
    return changed;
}

} // namespace gpuplan::charts
