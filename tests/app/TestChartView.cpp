#include "charts/ChartStyle.h"
#include "charts/ChartView.h"
#include "charts/CurveChart.h"

#include <QBarLegendMarker>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsTextItem>
#include <QHelpEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <array>
#include <cmath>

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

// The names the legend under the chart draws.
QStringList legendNames(const ChartView& view) {
    QStringList names;
    for (const QGraphicsItem* item : view.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible())
            names.append(text->toPlainText());
    return names;
}

TEST(ChartView, LegendMarkerClickTogglesItsSeriesAndKeepsTheMarker) {
    LineChart c;
    c.view.show();
    QCoreApplication::processEvents();
    const auto markers = c.view.chart()->legend()->markers(c.b);
    ASSERT_EQ(markers.size(), 1);
    ASSERT_TRUE(legendNames(c.view).contains(QStringLiteral("rent")));
    Q_EMIT markers.front()->clicked();
    EXPECT_FALSE(c.b->isVisible());
    EXPECT_TRUE(c.a->isVisible());
    EXPECT_TRUE(legendNames(c.view).contains(QStringLiteral("rent"))) << "its name stays, to bring it back";
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

// Issue 37: Qt Charts' legend is one row and cut the names to fit ("ZeRO-…", "Capaci…" at
// 1024 px). The legend under the chart takes as many rows as its names need, each name whole,
// and a click on a name toggles its series.
TEST(ChartView, LegendNamesAreWholeOnAsManyRowsAsNeeded) {
    gpuplan::charts::CurveChart chart;
    QList<gpuplan::charts::XYSeriesData> series;
    for (const char* name : {"DataParallel", "DDP", "ZeRO-1", "ZeRO-2", "ZeRO-3", "ZeRO-3 + CPU offload",
                             "ZeRO-3 + CPU offload (params too)", "Tensor parallel", "Pipeline parallel"})
        series.append({QString::fromLatin1(name), {{1, 100}, {8, 20}}});
    series.append({QStringLiteral("Capacity (GiB)"),
                   {{1, 80}, {8, 80}},
                   gpuplan::charts::XYSeriesData::Kind::Line,
                   gpuplan::charts::kReferenceStyle});
    chart.resize(560, 420);
    chart.show();
    chart.setSeries(series);
    QCoreApplication::processEvents();
    EXPECT_GE(chart.legendRows(), 2);
    QStringList shown;
    for (const QGraphicsItem* item : chart.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible())
            shown.append(text->toPlainText());
    for (const auto& s : series)
        EXPECT_TRUE(shown.contains(s.name))
            << s.name.toStdString() << " not whole in " << shown.join(QStringLiteral(" | ")).toStdString();
    // Each entry sits under the plot, inside the chart.
    for (const QGraphicsItem* item : chart.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            text && shown.contains(text->toPlainText()) && text->toPlainText() == QStringLiteral("DDP")) {
            EXPECT_GT(text->sceneBoundingRect().top(), chart.chart()->plotArea().bottom());
            EXPECT_LE(text->sceneBoundingRect().bottom(), chart.chart()->geometry().bottom());
        }
    // A wider chart needs fewer rows.
    const int narrow = chart.legendRows();
    chart.resize(1400, 420);
    QCoreApplication::processEvents();
    EXPECT_LT(chart.legendRows(), narrow);
    // A click on a name toggles its series.
    QXYSeries* ddp = chart.seriesNamed(QStringLiteral("DDP"));
    ASSERT_NE(ddp, nullptr);
    for (QGraphicsItem* item : chart.scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            text && text->toPlainText() == QStringLiteral("DDP")) {
            QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
            press.setButton(Qt::LeftButton);
            chart.scene()->sendEvent(text, &press);
            break;
        }
    EXPECT_FALSE(ddp->isVisible());
}

namespace {

// The Serving tab's speed chart in French: five options, the measured runs and the model at their
// load, seven long names.
QList<gpuplan::charts::XYSeriesData> servingChartSeries() {
    QList<gpuplan::charts::XYSeriesData> series;
    for (const char* name :
         {"2 × H100 SXM5 80GB, FP8 (E4M3) (ce scénario)",
          "3 × 2 × RTX PRO 6000 Blackwell Workstation, FP8 (E4M3)",
          "8 × 1 × Ryzen AI Max+ 395 (Strix Halo, 128 GB), AWQ INT4",
          "2 × 4 × GeForce RTX 4060 Ti 16GB, AWQ INT4", "8 × DGX Spark (GB10, 128 GB unified), BF16",
          "Essais mesurés", "Modèle à la charge de l'essai"})
        series.append({QString::fromUtf8(name), {{1, 100}, {8, 20}}});
    return series;
}

} // namespace

// A wide, short chart (the Serving tab's at 1024 x 700: about 600 x 300) with seven long names: in
// rows under the plot they left it 60 px tall. They stand in a column at its right instead, each
// whole (wrapped), and the plot keeps most of the chart's height; the same chart taller has them
// under the plot again.
TEST(ChartView, ManyNamesOfAWideShortChartStandInAColumnBesideThePlot) {
    gpuplan::charts::CurveChart chart;
    QList<gpuplan::charts::XYSeriesData> series = servingChartSeries();
    series.append({QStringLiteral("Objectif"),
                   {{1, 50}, {8, 50}},
                   gpuplan::charts::XYSeriesData::Kind::Line,
                   gpuplan::charts::kReferenceStyle});
    chart.setAxisTitles(QStringLiteral("Par réplique : séquences décodées (courbes), utilisateurs (essais)"),
                        QStringLiteral("jetons/s"));
    chart.resize(600, 300);
    chart.show();
    chart.setSeries(series);
    QCoreApplication::processEvents();
    EXPECT_TRUE(chart.legendOnRight());
    const QRectF plot = chart.chart()->plotArea();
    EXPECT_GE(plot.height(), 150.0);
    EXPECT_GE(plot.width(), 250.0);
    QStringList shown;
    for (const QGraphicsItem* item : chart.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible()) {
            shown.append(text->toPlainText());
            EXPECT_FALSE(text->toPlainText().endsWith(QChar(0x2026)) ||
                         text->toPlainText().endsWith(QStringLiteral("...")))
                << text->toPlainText().toStdString();
        }
    for (const auto& s : series) {
        EXPECT_TRUE(shown.contains(s.name)) << s.name.toStdString() << " not whole";
        for (const QGraphicsItem* item : chart.scene()->items())
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                text && text->isVisible() && text->toPlainText() == s.name) {
                EXPECT_GT(text->sceneBoundingRect().left(), plot.right()) << s.name.toStdString();
                EXPECT_LE(text->sceneBoundingRect().right(), chart.chart()->geometry().right());
                EXPECT_GE(text->sceneBoundingRect().top(), chart.chart()->geometry().top());
                EXPECT_LE(text->sceneBoundingRect().bottom(), chart.chart()->geometry().bottom());
            }
    }
    chart.resize(600, 900);
    QCoreApplication::processEvents();
    EXPECT_FALSE(chart.legendOnRight());
    EXPECT_GE(chart.legendRows(), 2);
}

// The same chart from short to tall: a taller chart never gets a plot that reads worse (its
// height, or its width over the chart's plot shape, 1.6 for curves, where it is narrower). With the axes'
// room guessed (60 px) rather than measured, the Serving tab's chart got a 142 px plot at 336 px tall, its
// names under the plot, and a 168 px one at 280 px, its names beside it.
TEST(ChartView, ATallerChartNeverGetsAPlotThatReadsWorse) {
    gpuplan::charts::CurveChart chart;
    QList<gpuplan::charts::XYSeriesData> series = servingChartSeries();
    chart.setTitleText(QStringLiteral("Débit par utilisateur et débit total selon la charge"));
    chart.setAxisTitles(QStringLiteral("Par réplique : séquences décodées (courbes), utilisateurs (essais)"),
                        QStringLiteral("jetons/s"));
    chart.resize(640, 240);
    chart.show();
    chart.setSeries(series);
    QCoreApplication::processEvents();
    double best = 0;
    bool column = false, rows = false;
    for (int height = 240; height <= 640; height += 8) {
        chart.resize(640, height);
        QCoreApplication::processEvents();
        const QRectF plot = chart.chart()->plotArea();
        const double reads = std::min(plot.height(), plot.width() / chart.plotShape());
        EXPECT_GE(reads, best - 3) << height << " px tall: " << plot.width() << " x " << plot.height()
                                   << (chart.legendOnRight() ? ", names beside" : ", names under");
        best = std::max(best, reads);
        (chart.legendOnRight() ? column : rows) = true;
    }
    EXPECT_TRUE(column && rows) << "the names stand beside a short plot and under a tall one";
}

// Issue 37: "Pipeline parallel" and "Capacity" were both black on the Multi-GPU chart. Every
// colour of the palette differs from every other and from the reference and mark styles.
TEST(ChartStyle, PaletteColoursAreDistinct) {
    using gpuplan::charts::seriesStyle;
    std::vector<QColor> colours;
    for (int i = 0; i < gpuplan::charts::paletteSize(); ++i)
        colours.push_back(seriesStyle(i).color);
    colours.push_back(seriesStyle(gpuplan::charts::kReferenceStyle).color);
    colours.push_back(seriesStyle(gpuplan::charts::kMarkStyle).color);
    EXPECT_GE(gpuplan::charts::paletteSize(), 9)
        << "the Multi-GPU chart of a training workload has nine strategies";
    const auto distance = [](const QColor& a, const QColor& b) {
        return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
    };
    for (std::size_t i = 0; i < colours.size(); ++i)
        for (std::size_t j = i + 1; j < colours.size(); ++j)
            EXPECT_GT(distance(colours[i], colours[j]), 60.0)
                << colours[i].name().toStdString() << " and " << colours[j].name().toStdString();
    // Past the palette, a colour comes back with another dash.
    EXPECT_EQ(seriesStyle(gpuplan::charts::paletteSize()).color, seriesStyle(0).color);
    EXPECT_NE(seriesStyle(gpuplan::charts::paletteSize()).dash, seriesStyle(0).dash);
}

// Issue 37: the Recommend chart was flattened by a 2.9 M EUR rack with "4E+06" labels. A log y
// axis with labels of its own shows each power of ten in human units, and hands tool tips and
// clicks the data's values.
TEST(CurveChart, LogAxisWithHumanLabels) {
    gpuplan::charts::CurveChart chart;
    chart.setLogScale(true, true);
    chart.setYLabels([](double v) {
        return v >= 1e6   ? QStringLiteral("%1M").arg(v / 1e6)
               : v >= 1e3 ? QStringLiteral("%1k").arg(v / 1e3)
                          : QString::number(v);
    });
    chart.resize(600, 400);
    chart.show();
    chart.setSeries({{QStringLiteral("options"),
                      {{0.5, 226.04}, {0.02, 2.9e6}, {0.3, 1200}},
                      gpuplan::charts::XYSeriesData::Kind::Scatter}});
    EXPECT_EQ(chart.yLabels(),
              (QStringList{QStringLiteral("100"), QStringLiteral("1k"), QStringLiteral("10k"),
                           QStringLiteral("100k"), QStringLiteral("1M"), QStringLiteral("10M")}));
    const QList<QPointF> data = chart.dataPoints(QStringLiteral("options"));
    ASSERT_EQ(data.size(), 3);
    EXPECT_NEAR(data[1].y(), 2.9e6, 1e-6);
    QPointF clicked;
    QObject::connect(&chart, &ChartView::pointClicked, [&](QAbstractSeries*, QPointF p) { clicked = p; });
    QXYSeries* s = chart.seriesNamed(QStringLiteral("options"));
    Q_EMIT s->clicked(s->at(0));
    EXPECT_NEAR(clicked.y(), 226.04, 1e-9);
    // Linear: round steps.
    gpuplan::charts::CurveChart linear;
    linear.setYLabels([](double v) { return QString::number(v); });
    linear.setSeries({{QStringLiteral("cost"), {{0, 0}, {36, 3074}}}});
    EXPECT_EQ(linear.yLabels().front(), QStringLiteral("0"));
    EXPECT_EQ(linear.yLabels().back(), QStringLiteral("4000"));
}

// Issue 37: values on hover never appeared under a window manager: when the pointer rests, the
// view gets a tool-tip event and the scene (no item with a tool tip) hid ours.
TEST(ChartView, HoverValueStaysWhenThePointerRests) {
    LineChart c;
    c.view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&c.view));
    c.view.setXYTooltipFormatter(
        [](const QXYSeries*, QPointF p) { return QStringLiteral("month %1").arg(p.x()); });
    QCoreApplication::processEvents();
    // The pointer moves onto the "buy" line at month 7 (as the mouse does: a move event to the
    // view, which the scene turns into a hover on the line).
    const QPoint at = c.view.mapFromScene(c.view.chart()->mapToPosition(QPointF(7, 1870), c.a));
    QTest::mouseMove(c.view.viewport(), at - QPoint(0, 30));
    QTest::mouseMove(c.view.viewport(), at);
    ASSERT_TRUE(c.view.lastTooltip().startsWith(QStringLiteral("month 7")))
        << c.view.lastTooltip().toStdString();
    ASSERT_TRUE(QToolTip::isVisible());
    const QString shown = QToolTip::text();
    // It rests there: Qt sends the view a tool-tip event.
    QHelpEvent rest(QEvent::ToolTip, at, c.view.viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(c.view.viewport(), &rest);
    QTest::qWait(500); // QToolTip hides 300 ms after it is told to
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), shown);
    // Off the line, the value goes.
    QTest::mouseMove(c.view.viewport(), at - QPoint(0, 60));
    EXPECT_TRUE(c.view.lastTooltip().isEmpty()) << c.view.lastTooltip().toStdString();
}

// A name longer than the chart is wide (the Serving tab's "8 × 1 × Ryzen AI Max+ 395 (Strix Halo,
// 128 GB) (8 replicas in TP 1), AWQ INT4, KV FP8 (E4M3)" ran past the chart's right edge) wraps
// onto lines of its own, within the chart.
TEST(ChartView, ALegendNameLongerThanTheChartWrapsWithinIt) {
    gpuplan::charts::CurveChart chart;
    chart.setMinimumHeight(200);
    const QString longest = QStringLiteral(
        "8 × 1 × Ryzen AI Max+ 395 (Strix Halo, 128 GB) (8 replicas in TP 1), AWQ INT4, KV FP8 (E4M3)");
    QList<gpuplan::charts::XYSeriesData> series{
        {QStringLiteral("2 × H100 SXM5 80GB, FP8, buy"), {{1, 60}, {256, 30}}},
        {longest, {{1, 5}, {256, 4}}},
        {QStringLiteral("1 × Instinct MI300X, rent"), {{1, 40}, {256, 20}}},
        {QStringLiteral("8 × DGX Spark, FP8, buy"), {{1, 20}, {256, 10}}}};
    chart.resize(420, 300);
    chart.show();
    chart.setSeries(series);
    QCoreApplication::processEvents();
    bool found = false;
    for (const QGraphicsItem* item : chart.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            text && text->isVisible() && text->toPlainText() == longest) {
            found = true;
            EXPECT_LE(text->sceneBoundingRect().right(), chart.chart()->geometry().right() + 0.5);
            EXPECT_GT(text->sceneBoundingRect().height(), 1.5 * QFontMetricsF(text->font()).height());
        }
    EXPECT_TRUE(found) << legendNames(chart).join(QStringLiteral(" | ")).toStdString();
}

// Points that name themselves (XYSeriesData::tips: a team's measured runs on the Serving tab's
// chart): the pointer on a point shows that point's own tool tip, on a log y axis with labels of
// its own too (its points drawn at log10 of the data); a series without tips keeps the formatter's.
TEST(CurveChart, APointWithATipOfItsOwnShowsItOnHover) {
    gpuplan::charts::CurveChart chart;
    chart.setLogScale(true, true, 2.0);
    chart.setYLabels([](double v) { return QString::number(v); });
    chart.resize(640, 400);
    chart.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&chart));
    chart.setXYTooltipFormatter([](const QXYSeries* s, QPointF p) {
        return QStringLiteral("%1 at %2").arg(s ? s->name() : QString()).arg(p.x());
    });
    gpuplan::charts::XYSeriesData runs{QStringLiteral("runs"),
                                       {{2, 50}, {16, 30}, {64, 12}},
                                       gpuplan::charts::XYSeriesData::Kind::Scatter,
                                       gpuplan::charts::kMarkStyle};
    runs.tips = {QStringLiteral("run at 2 users"), QStringLiteral("run at 16 users"),
                 QStringLiteral("run at 64 users")};
    chart.setSeries({{QStringLiteral("curve"), {{1, 60}, {8, 40}, {128, 5}}}, runs});
    QCoreApplication::processEvents();
    QXYSeries* scatter = chart.seriesNamed(QStringLiteral("runs"));
    ASSERT_NE(scatter, nullptr);
    const QPointF drawn(16, std::log10(30.0)); // the y axis runs over log10 of the values
    const QPoint at = chart.mapFromScene(chart.chart()->mapToPosition(drawn, scatter));
    QTest::mouseMove(chart.viewport(), at - QPoint(0, 40));
    QTest::mouseMove(chart.viewport(), at);
    EXPECT_EQ(chart.lastTooltip().toStdString(), "run at 16 users");
    // The line has no tips: its formatter's text.
    Q_EMIT chart.seriesNamed(QStringLiteral("curve"))->hovered(QPointF(8, std::log10(40.0)), true);
    EXPECT_EQ(chart.lastTooltip().toStdString(), "curve at 8");
}
