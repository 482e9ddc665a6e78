#include "charts/ChartView.h"

#include "charts/ChartLegend.h"
#include "charts/ChartStyle.h"
#include "widgets/FileDialogs.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>

#include <cmath>

namespace gpuplan::charts {

namespace {

// 1, 2 or 5 times a power of ten, near x (at or above it when `ceiling`).
double niceNumber(double x, bool ceiling) {
    const double z = std::pow(10.0, std::floor(std::log10(x)));
    const double q = x / z;
    double n = 10;
    if (ceiling)
        n = q <= 1.0 ? 1 : q <= 2.0 ? 2 : q <= 5.0 ? 5 : 10;
    else
        n = q < 1.5 ? 1 : q < 3.0 ? 2 : q < 7.0 ? 5 : 10;
    return n * z;
}

constexpr const char* kPlainTitle = "gpuplan_plain_title";

} // namespace

QString ChartView::wrapToWidth(const QString& plain, const QFont& font, double width) {
    const QFontMetricsF fm(font);
    if (width < 40 || fm.horizontalAdvance(plain) <= width)
        return plain;
    QStringList lines;
    QString line;
    for (const QString& word : plain.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
            lines << line.toHtmlEscaped();
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

void setNiceRange(QValueAxis* axis, double lo, double hi) {
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return;
    if (!(hi > lo))
        hi = lo + (lo == 0 ? 1.0 : std::abs(lo) * 0.1);
    constexpr int kTicks = 5;
    const double step = niceNumber(niceNumber(hi - lo, true) / (kTicks - 1), false);
    const double nice_lo = std::floor(lo / step) * step;
    const double nice_hi = std::ceil(hi / step) * step;
    const int ticks = static_cast<int>(std::lround((nice_hi - nice_lo) / step)) + 1;
    if (axis->tickCount() != ticks)
        axis->setTickCount(ticks);
    if (axis->min() != nice_lo || axis->max() != nice_hi)
        axis->setRange(nice_lo, nice_hi);
}

void ChartView::layOutWithLegend() {
    QGraphicsLayout* layout = chart()->layout();
    if (layout)
        layout->activate();
    if (legend_->layOut() && layout) {
        layout->activate();    // the legend's rows take room under the plot (or its column, beside it)
        legend_->layOut(true); // a column centred on the plot where it now is
    }
}

void ChartView::layOutNow() {
    QGraphicsLayout* layout = chart()->layout();
    layOutWithLegend();
    const bool titles = fitTitles();
    if ((fitLabels() || titles) && layout)
        layout->activate(); // wrapped texts take more lines
}

QString ChartView::plainTitle(const QObject* chart_or_axis) {
    return chart_or_axis->property(kPlainTitle).toString();
}

void ChartView::setChartTitle(const QString& title) {
    QChart* c = chart();
    if (c->property(kPlainTitle).isValid() && plainTitle(c) == title)
        return; // a new title lays the chart out again
    c->setProperty(kPlainTitle, title);
    c->setTitle(title);
    fitTitles();
}

void ChartView::setAxisTitle(QAbstractAxis* axis, const QString& title) {
    if (axis->property(kPlainTitle).isValid() && plainTitle(axis) == title)
        return;
    axis->setProperty(kPlainTitle, title);
    axis->setTitleText(title);
    fitTitles();
}

bool ChartView::fitTitles() {
    QChart* c = chart();
    bool changed = false;
    const auto fit = [&](QObject* owner, const QString& now, const QFont& font, double width,
                         const std::function<void(const QString&)>& set) {
        const QVariant plain = owner->property(kPlainTitle);
        if (!plain.isValid())
            return;
        const QString wrapped = wrapToWidth(plain.toString(), font, width);
        if (wrapped != now) {
            set(wrapped);
            changed = true;
        }
    };
    const QMarginsF margins = c->margins();
    // Less than the whole width: Qt Charts draws text with a document margin either side.
    fit(c, c->title(), c->titleFont(), c->size().width() - margins.left() - margins.right() - 40,
        [c](const QString& t) { c->setTitle(t); });
    const QRectF plot = c->plotArea();
    for (QAbstractAxis* axis : c->axes()) {
        const double room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        fit(axis, axis->titleText(), axis->titleFont(), room - 20,
            [axis](const QString& t) { axis->setTitleText(t); });
    }
    return changed;
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    layOutNow();
}

ChartView::ChartView(QWidget* parent) : QChartView(parent), legend_(std::make_unique<ChartLegend>(this)) {
    setRenderHint(QPainter::Antialiasing);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setRubberBand(QChartView::RectangleRubberBand);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    applyChartTheme(chart());
}

ChartView::~ChartView() = default;

int ChartView::legendRows() const {
    return legend_->rows();
}

bool ChartView::legendOnRight() const {
    return legend_->onRight();
}

void ChartView::attachInteractions() {
    for (QAbstractSeries* s : chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            disconnect(xy, &QXYSeries::hovered, this, nullptr);
            disconnect(xy, &QXYSeries::clicked, this, nullptr);
            connect(xy, &QXYSeries::hovered, this, [this, xy](const QPointF& p, bool state) {
                if (!state) {
                    showTooltip({});
                    return;
                }
                if (const QString own = pointTip(xy, p); !own.isEmpty()) {
                    showTooltip(own);
                    return;
                }
                const QPointF d = toData(p);
                showTooltip(
                    xy_formatter_
                        ? xy_formatter_(xy, d)
                        : tr("%1: %2, %3").arg(xy->name()).arg(d.x(), 0, 'g', 4).arg(d.y(), 0, 'g', 4));
            });
            connect(xy, &QXYSeries::clicked, this,
                    [this, xy](const QPointF& p) { Q_EMIT pointClicked(xy, toData(p)); });
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
            disconnect(bars, &QAbstractBarSeries::hovered, this, nullptr);
            disconnect(bars, &QAbstractBarSeries::clicked, this, nullptr);
            connect(bars, &QAbstractBarSeries::hovered, this, [this](bool state, int index, QBarSet* set) {
                if (!state) {
                    showTooltip({});
                    return;
                }
                showTooltip(bar_formatter_ ? bar_formatter_(set, index)
                                           : tr("%1: %2").arg(set->label()).arg(set->at(index), 0, 'g', 4));
            });
            connect(bars, &QAbstractBarSeries::clicked, this,
                    [this](int index, QBarSet* set) { Q_EMIT barClicked(set, index); });
        }
    }
    for (QLegendMarker* marker : chart()->legend()->markers()) {
        disconnect(marker, &QLegendMarker::clicked, this, nullptr);
        connect(marker, &QLegendMarker::clicked, this, [this, marker] { onMarkerClicked(marker); });
    }
}

void ChartView::showTooltip(const QString& text) {
    last_tooltip_ = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, this);
}

void ChartView::setMarkerFaded(QLegendMarker* marker, bool faded) {
    const qreal alpha = faded ? 0.35 : 1.0;
    QColor label = marker->labelBrush().color();
    label.setAlphaF(alpha);
    marker->setLabelBrush(label);
    QBrush brush = marker->brush();
    QColor c = brush.color();
    c.setAlphaF(alpha);
    brush.setColor(c);
    marker->setBrush(brush);
}

void ChartView::onMarkerClicked(QLegendMarker* marker) {
    if (auto* bar_marker = qobject_cast<QBarLegendMarker*>(marker))
        toggleBarSet(bar_marker->barset());
    else
        toggleSeries(marker->series());
    legend_->layOut(); // its entry fades or comes back
}

void ChartView::toggleSeries(QAbstractSeries* series) {
    if (!series)
        return;
    series->setVisible(!series->isVisible());
    // The legend hides the markers of a hidden series: keep them, faded, so that a
    // click brings the series back.
    for (QLegendMarker* m : chart()->legend()->markers(series)) {
        m->setVisible(true);
        setMarkerFaded(m, !series->isVisible());
    }
}

void ChartView::toggleBarSet(QBarSet* set) {
    if (!set)
        return;
    // A bar set cannot be hidden on its own: it is made transparent (stacks keep their places)
    // and its colours are kept in properties to come back.
    const bool hidden = set->property("gpuplan_hidden").toBool();
    if (!hidden) {
        set->setProperty("gpuplan_brush", set->brush());
        set->setProperty("gpuplan_pen", set->pen());
        set->setBrush(Qt::NoBrush);
        set->setPen(Qt::NoPen);
    } else {
        set->setBrush(set->property("gpuplan_brush").value<QBrush>());
        set->setPen(set->property("gpuplan_pen").value<QPen>());
    }
    set->setProperty("gpuplan_hidden", !hidden);
    for (QLegendMarker* m : chart()->legend()->markers()) {
        auto* bm = qobject_cast<QBarLegendMarker*>(m);
        if (bm && bm->barset() == set) {
            if (!hidden) {
                bm->setBrush(set->property("gpuplan_brush").value<QBrush>());
            }
            setMarkerFaded(m, !hidden);
        }
    }
}

bool ChartView::isBarSetHidden(const QBarSet* set) {
    return set && set->property("gpuplan_hidden").toBool();
}

void ChartView::resetZoom() {
    chart()->zoomReset();
}

QImage ChartView::renderImage(double scale) {
    QSize logical = size();
    if (logical.width() < 50 || logical.height() < 50)
        logical = QSize(800, 500);
    QImage image((QSizeF(logical) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderChart(&painter, QRectF(QPointF(0, 0), QSizeF(image.size())), QSizeF(logical));
    return image;
}

void ChartView::renderChart(QPainter* painter, const QRectF& target, const QSizeF& logical_size) {
    // Lays the chart out at the logical size (works for a widget that was never shown,
    // e.g. when a report is rendered), then draws the scene into the target: vector output
    // on a PDF or SVG painter.
    QChart* c = chart();
    const QRectF before = c->geometry();
    const QSizeF want = logical_size.isEmpty() ? QSizeF(size()) : logical_size;
    const auto layOut = [this, c](const QRectF& geometry) {
        c->setGeometry(geometry);
        layOutWithLegend();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    };
    if (!isVisible() || before.size() != want) {
        layOut(QRectF(QPointF(0, 0), want));
        // The titles were wrapped to the size the chart had when they were set (a report's chart
        // is never shown: a few pixels wide); wrap them again to the size drawn.
        if (fitTitles())
            layOut(QRectF(QPointF(0, 0), want));
    }
    scene()->render(painter, target, c->geometry());
    if (isVisible() && before.size() != want) {
        layOut(before);
        if (fitTitles())
            layOut(before);
    }
}

void ChartView::copyToClipboard() {
    QApplication::clipboard()->setImage(renderImage());
}

bool ChartView::saveTo(const QString& path, QString* error) {
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size());
        svg.setViewBox(QRect(QPoint(0, 0), size()));
        svg.setTitle(plainTitle(chart()).isEmpty() ? chart()->title() : plainTitle(chart()));
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error)
                *error = tr("Cannot write %1").arg(path);
            return false;
        }
        renderChart(&painter, QRectF(QPointF(0, 0), QSizeF(size())), QSizeF(size()));
        painter.end();
        return true;
    }
    if (!renderImage().save(path)) {
        if (error)
            *error = tr("Cannot write %1").arg(path);
        return false;
    }
    return true;
}

bool ChartView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && !last_tooltip_.isEmpty()) {
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), last_tooltip_, this);
        return true;
    }
    return QChartView::viewportEvent(event);
}

void ChartView::wheelEvent(QWheelEvent* event) {
    const double factor = event->angleDelta().y() > 0 ? 1.25 : 0.8;
    chart()->zoom(factor);
    event->accept();
}

void ChartView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
        chart()->zoomIn();
        break;
    case Qt::Key_Minus:
        chart()->zoomOut();
        break;
    case Qt::Key_Left:
        chart()->scroll(-10, 0);
        break;
    case Qt::Key_Right:
        chart()->scroll(10, 0);
        break;
    case Qt::Key_Up:
        chart()->scroll(0, 10);
        break;
    case Qt::Key_Down:
        chart()->scroll(0, -10);
        break;
    case Qt::Key_Home:
    case Qt::Key_Escape:
        resetZoom();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        event->accept(); // the context menu handles it; QChartView would zoom out
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    menu.addAction(tr("Reset zoom"), this, &ChartView::resetZoom);
    menu.addSeparator();
    menu.addAction(tr("Copy chart as image"), this, &ChartView::copyToClipboard);
    menu.addAction(tr("Save chart as…"), this, [this] {
        const QString path =
            widgets::saveFileName(this, tr("Save chart"), chart()->title() + QStringLiteral(".png"),
                                  tr("PNG image (*.png);;SVG drawing (*.svg)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!saveTo(path, &error))
            QToolTip::showText(QCursor::pos(), error, this);
    });
    menu.exec(event->globalPos());
}

} // namespace gpuplan::charts
