#include "ChartView.h"

#include <QBarLegendMarker>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QValueAxis>

#include <gtest/gtest.h>

using gpuplan::charts::ChartView;

namespace {

struct LineChart {
    ChartView view;
    QLineSeries* a = new QLineSeries;
    QLineSeries* b = new QLineSeries;

    LineChart() {
        a->setName(QStringLiteral("buy"));
        b->setName(QStringLiteral("rent"));
        for (int m = 0; m <= 12; ++m) {
            a->append(m, 1800.0 + 10.0 * m);
            b->append(m, 250.0 * m);
        }
        view.chart()->addSeries(a);
        view.chart()->addSeries(b);
        view.chart()->createDefaultAxes();
        view.resize(640, 400);
        view.attachInteractions();
    }
};

} // namespace

TEST(ChartView, HoverShowsTheFormattersText) {
    LineChart c;
    c.view.setXYTooltipFormatter([](const QXYSeries* s, QPointF p) {
        return QStringLiteral("%1 month %2: %3 EUR").arg(s->name()).arg(p.x()).arg(p.y());
    });
    Q_EMIT c.a->hovered(QPointF(7, 1870), true);
    EXPECT_EQ(c.view.lastTooltip(), QStringLiteral("buy month 7: 1870 EUR"));
    Q_EMIT c.a->hovered(QPointF(7, 1870), false);
    EXPECT_TRUE(c.view.lastTooltip().isEmpty());
}

TEST(ChartView, LegendMarkerClickTogglesItsSeriesAndKeepsTheMarker) {
    LineChart c;
    c.view.show();
    const auto markers = c.view.chart()->legend()->markers(c.b);
    ASSERT_EQ(markers.size(), 1);
    ASSERT_TRUE(markers.front()->isVisible());
    Q_EMIT markers.front()->clicked();
    EXPECT_FALSE(c.b->isVisible());
    EXPECT_TRUE(c.a->isVisible());
    EXPECT_TRUE(markers.front()->isVisible());
    Q_EMIT markers.front()->clicked();
    EXPECT_TRUE(c.b->isVisible());
}

TEST(ChartView, BarSetToggleHidesOnlyThatSet) {
    ChartView view;
    auto* series = new QBarSeries;
    auto* weights = new QBarSet(QStringLiteral("weights"));
    auto* kv = new QBarSet(QStringLiteral("KV cache"));
    *weights << 13.5 << 7.0;
    *kv << 2.1 << 2.1;
    series->append(weights);
    series->append(kv);
    view.chart()->addSeries(series);
    view.attachInteractions();
    QBarLegendMarker* kv_marker = nullptr;
    for (auto* m : view.chart()->legend()->markers())
        if (auto* bm = qobject_cast<QBarLegendMarker*>(m); bm && bm->barset() == kv)
            kv_marker = bm;
    ASSERT_NE(kv_marker, nullptr);
    Q_EMIT kv_marker->clicked();
    EXPECT_TRUE(ChartView::isBarSetHidden(kv));
    EXPECT_FALSE(ChartView::isBarSetHidden(weights));
    EXPECT_EQ(kv->brush().style(), Qt::NoBrush);
    Q_EMIT kv_marker->clicked();
    EXPECT_FALSE(ChartView::isBarSetHidden(kv));
    EXPECT_NE(kv->brush().style(), Qt::NoBrush);
}

TEST(ChartView, ZoomAndResetRestoreTheAxisRange) {
    LineChart c;
    c.view.show();
    auto* x = qobject_cast<QValueAxis*>(c.view.chart()->axes(Qt::Horizontal).front());
    ASSERT_NE(x, nullptr);
    const double min = x->min(), max = x->max();
    c.view.chart()->zoomIn();
    EXPECT_GT(x->min(), min);
    EXPECT_LT(x->max(), max);
    c.view.resetZoom();
    EXPECT_DOUBLE_EQ(x->min(), min);
    EXPECT_DOUBLE_EQ(x->max(), max);
}

TEST(ChartView, RendersAndSavesPngAndSvg) {
    LineChart c;
    const QImage image = c.view.renderImage(1.0);
    ASSERT_FALSE(image.isNull());
    int non_white = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            non_white += image.pixel(x, y) != qRgb(255, 255, 255);
    EXPECT_GT(non_white, 100); // axes, lines and labels were drawn
    QTemporaryDir dir;
    QString error;
    EXPECT_TRUE(c.view.saveTo(dir.filePath(QStringLiteral("chart.png")), &error)) << error.toStdString();
    EXPECT_TRUE(c.view.saveTo(dir.filePath(QStringLiteral("chart.svg")), &error)) << error.toStdString();
    EXPECT_GT(QFileInfo(dir.filePath(QStringLiteral("chart.svg"))).size(), 1000);
    EXPECT_FALSE(c.view.saveTo(QStringLiteral("/nonexistent-dir/chart.png"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent-dir/chart.png")));
}
