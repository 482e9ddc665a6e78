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

namespace gpuplan::charts {

namespace {

constexpr double kSwatch = 10.0;  // the colour square, as Qt's legend draws it
constexpr double kGap = 5.0;      // between the square and the name
constexpr double kSpacing = 16.0; // between two entries of a row
constexpr char kLeftOut[] = "gpuplan_left_out_of_legend";

// An entry's name: a click on it, or on its square, is a click on its marker.
class EntryText : public QGraphicsTextItem {
public:
    EntryText(const QString& text, QLegendMarker* marker) : QGraphicsTextItem(text), marker_(marker) {
        document()->setDocumentMargin(0);
        setAcceptedMouseButtons(Qt::LeftButton);
        setCursor(Qt::PointingHandCursor);
    }
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override {
        event->accept();
        if (marker_)
            Q_EMIT marker_->clicked();
    }

private:
    QPointer<QLegendMarker> marker_;
};

class EntrySwatch : public QGraphicsRectItem {
public:
    EntrySwatch(const QRectF& r, QLegendMarker* marker) : QGraphicsRectItem(r), marker_(marker) {
        setAcceptedMouseButtons(Qt::LeftButton);
    }
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override {
        event->accept();
        if (marker_)
            Q_EMIT marker_->clicked();
    }

private:
    QPointer<QLegendMarker> marker_;
};

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
    const QFont font = legend->font();
    const QFontMetricsF fm(font);
    const QRectF chart = c->geometry();
    const double left = chart.left() + base_margins_.left() + 4;
    const double width = std::max(50.0, chart.width() - base_margins_.left() - base_margins_.right() - 8);
    const double line = fm.height() + 4;
    // Entries in rows, each row centred.
    std::vector<std::vector<std::pair<QLegendMarker*, double>>> rows(1);
    double used = 0;
    for (QLegendMarker* m : markers) {
        const double w = kSwatch + kGap + fm.horizontalAdvance(m->label());
        if (!rows.back().empty() && used + kSpacing + w > width) {
            rows.emplace_back();
            used = 0;
        }
        used += (rows.back().empty() ? 0 : kSpacing) + w;
        rows.back().emplace_back(m, w);
    }
    const double height = static_cast<double>(rows.size()) * line + 6;
    const double top = chart.bottom() - base_margins_.bottom() - height + 3;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double row_width = 0;
        for (const auto& [m, w] : rows[r])
            row_width += w + (row_width > 0 ? kSpacing : 0);
        double x = left + std::max(0.0, (width - row_width) / 2);
        const double y = top + static_cast<double>(r) * line;
        for (const auto& [m, w] : rows[r]) {
            auto* swatch = new EntrySwatch(QRectF(0, 0, kSwatch, kSwatch), m);
            swatch->setBrush(m->brush());
            swatch->setPen(m->pen());
            swatch->setPos(x, y + (fm.height() - kSwatch) / 2);
            auto* text = new EntryText(m->label(), m);
            text->setFont(font);
            text->setDefaultTextColor(m->labelBrush().color());
            text->setPos(x + kSwatch + kGap, y);
            for (QGraphicsItem* item :
                 {static_cast<QGraphicsItem*>(swatch), static_cast<QGraphicsItem*>(text)}) {
                item->setZValue(c->zValue() + 10);
                c->scene()->addItem(item);
                items_.push_back(item);
            }
            x += w + kSpacing;
        }
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
