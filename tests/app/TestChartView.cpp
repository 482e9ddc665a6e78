#include "charts/ChartView.h"
#include "charts/CurveChart.h"

#include <QBarLegendMarker>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTemporaryDir>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <array>

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

namespace {
gpuplan::charts::XYSeriesData points(std::initializer_list<QPointF> p) {
    return {QStringLiteral("candidates"), QList<QPointF>(p), gpuplan::charts::XYSeriesData::Kind::Scatter};
}
} // namespace

// Sticky ranges (the Recommend chart): while the data still fills the axes well, an
// edit keeps them (they do not jump at each key press); data that moves a decade out
// grows the range; data far away re-ranges it.
TEST(CurveChart, StickyRangesKeepTheAxesWhileTheDataFillsThem) {
    gpuplan::charts::CurveChart c;
    c.setLogScale(true, false);
    c.setStickyRanges(true);
    c.resize(600, 400);
    auto range = [&c] {
        auto* x = qobject_cast<QLogValueAxis*>(c.xAxis());
        auto* y = qobject_cast<QValueAxis*>(c.yAxis());
        return std::array<double, 4>{x->min(), x->max(), y->min(), y->max()};
    };
    c.setSeries({points({{0.0137, 300}, {9.0, 950}})});
    const auto first = range();
    EXPECT_DOUBLE_EQ(first[0], 0.01);
    EXPECT_DOUBLE_EQ(first[1], 10);
    EXPECT_DOUBLE_EQ(first[2], 0);
    EXPECT_GE(first[3], 950 * 1.05);
    // Batch 2 instead of 1: times ten times shorter, costs a little lower.
    c.setSeries({points({{0.00137, 250}, {0.9, 760}})});
    const auto second = range();
    EXPECT_DOUBLE_EQ(second[0], 0.001); // grown by the decade the data moved
    EXPECT_DOUBLE_EQ(second[1], 10);
    EXPECT_DOUBLE_EQ(second[3], first[3]); // 760 still fills the cost axis
    c.setSeries({points({{0.0137, 300}, {9.0, 950}})});
    EXPECT_EQ(range(), second); // back and forth: nothing moves
    // Far away data: the axes follow it.
    c.setSeries({points({{200, 10}, {900, 40}})});
    const auto far = range();
    EXPECT_DOUBLE_EQ(far[0], 100);
    EXPECT_DOUBLE_EQ(far[1], 1000);
    EXPECT_LT(far[3], 100);
    // Without sticky ranges every update fits the data.
    gpuplan::charts::CurveChart plain;
    plain.setLogScale(true, false);
    plain.setSeries({points({{0.0137, 300}, {9.0, 950}})});
    plain.setSeries({points({{0.00137, 250}, {0.9, 760}})});
    EXPECT_DOUBLE_EQ(qobject_cast<QLogValueAxis*>(plain.xAxis())->max(), 1);
}

// Axis numbers are written in the application's language, as in the report: "0,1" and "2 000"
// in French, "0.1" and "2,000" in English.
TEST(CurveChart, AxisNumbersFollowTheApplicationsLocale) {
    const QLocale before;
    auto drawn = [](const QLocale& locale) {
        QLocale::setDefault(locale);
        gpuplan::charts::CurveChart c;
        c.setLogScale(true, false);
        c.resize(600, 400);
        c.setSeries({points({{0.0137, 300}, {9.0, 1950}})});
        c.show();
        QCoreApplication::processEvents();
        QStringList labels;
        for (const QGraphicsItem* item : c.scene()->items())
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible())
                labels << text->toPlainText();
        return labels;
    };
    const QStringList fr = drawn(QLocale(QLocale::French, QLocale::France));
    const QStringList en = drawn(QLocale(QLocale::English, QLocale::UnitedStates));
    QLocale::setDefault(before);
    EXPECT_TRUE(fr.contains(QStringLiteral("0,1"))) << fr.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(fr.contains(QStringLiteral("0.1")));
    QStringList fr_spaced; // the group separator, whichever space Qt's locale data has, read as a space
    for (QString label : fr)
        fr_spaced << label.replace(QChar(0x202F), QLatin1Char(' ')).replace(QChar(0x00A0), QLatin1Char(' '));
    EXPECT_TRUE(fr_spaced.contains(QStringLiteral("2 000"))) << fr.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(en.contains(QStringLiteral("0.1"))) << en.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(en.contains(QStringLiteral("2,000"))) << en.join(QLatin1Char('|')).toStdString();
}
