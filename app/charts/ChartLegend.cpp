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

// The entries in rows no wider than `width`, each name whole: one longer than a row wraps.
std::vector<Row> placeEntries(const QList<QLegendMarker*>& markers, const QFont& font, double width) {
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
        if (!rows.back().entries.empty() && rows.back().width + kSpacing + e.width > width)
            rows.emplace_back();
        Row& r = rows.back();
        r.width += (r.entries.empty() ? 0 : kSpacing) + e.width;
        r.height = std::max(r.height, e.height);
        r.entries.push_back(e);
    }
    return rows;
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

bool ChartLegend::layOut() {
    QChart* c = view_->chart();
    QLegend* legend = c->legend();
    const bool ours = legend->alignment() == Qt::AlignBottom && (legend->isVisible() || hid_) && c->scene();
    if (c->margins() != set_margins_)
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
        const bool changed = height_ > 0;
        height_ = 0;
        rows_ = 0;
        if (changed)
            c->setMargins(base_margins_.toMargins());
        set_margins_ = c->margins();
        return changed;
    }
    legend->setVisible(false);
    hid_ = true;
    const QRectF chart = c->geometry();
    const double width = std::max(50.0, chart.width() - base_margins_.left() - base_margins_.right() - 8);
    const std::vector<Row> rows = placeEntries(markers, legend->font(), width);
    double height = 6;
    for (const Row& r : rows)
        height += r.height;
    double y = chart.bottom() - base_margins_.bottom() - height + 3;
    for (const Row& r : rows) {
        double x = chart.left() + base_margins_.left() + 4 + std::max(0.0, (width - r.width) / 2);
        for (const Entry& e : r.entries) {
            auto* swatch = new EntrySwatch(e.marker, QRectF(0, 0, kSwatch, kSwatch));
            swatch->setBrush(e.marker->brush());
            swatch->setPen(e.marker->pen());
            swatch->setPos(x, y + (QFontMetricsF(legend->font()).height() - kSwatch) / 2);
            auto* text = new EntryText(e.marker, e.marker->label());
            text->document()->setDocumentMargin(0);
            text->setCursor(Qt::PointingHandCursor);
            text->setFont(legend->font());
            if (e.wrap > 0)
                text->setTextWidth(e.wrap); // a name longer than the chart is wide: on several lines
            text->setDefaultTextColor(e.marker->labelBrush().color());
            text->setPos(x + kSwatch + kGap, y);
            for (QGraphicsItem* item :
                 {static_cast<QGraphicsItem*>(swatch), static_cast<QGraphicsItem*>(text)}) {
                item->setZValue(c->zValue() + 10);
                c->scene()->addItem(item);
                items_.push_back(item);
            }
            x += e.width + kSpacing;
        }
        y += r.height;
    }
    rows_ = static_cast<int>(rows.size());
    const bool changed = height != height_;
    height_ = height;
    QMarginsF m = base_margins_;
    m.setBottom(base_margins_.bottom() + height);
    if (changed)
        c->setMargins(m.toMargins());
    set_margins_ = c->margins();
    return changed;
}

} // namespace gpuplan::charts
