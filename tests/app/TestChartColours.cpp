// Issue 37: on the Multi-GPU tab "Pipeline parallel" and "Capacity" were both black. Every
// chart of every tab, for every scenario shipped with the application, draws each series of
// its legend in a colour of its own.
#include "GuiFixture.h"

#include "charts/ChartLegend.h"

#include <QAbstractBarSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLegend>
#include <QLegendMarker>
#include <QTabWidget>
#include <QXYSeries>

#include <cmath>
#include <vector>

namespace {

struct Drawn {
    QString name;
    QColor colour;
};

// The series a chart's legend names, with the colour each is drawn in.
std::vector<Drawn> legendColours(const QChart* chart) {
    std::vector<Drawn> out;
    for (QLegendMarker* m : chart->legend()->markers()) {
        if (gpuplan::charts::ChartLegend::isLeftOut(m) || m->label().isEmpty())
            continue;
        if (auto* bar = qobject_cast<QBarLegendMarker*>(m))
            out.push_back({m->label(), bar->barset()->color()});
        else if (auto* xy = qobject_cast<QXYSeries*>(m->series()))
            out.push_back({m->label(), xy->color()});
    }
    return out;
}

double distance(const QColor& a, const QColor& b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

} // namespace

using gpuplan::test::GuiFixture;

TEST_F(GuiFixture, EverySeriesOfEveryChartHasAColourOfItsOwn) {
    window->show();
    const QStringList scenarios = QDir(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios"))
                                      .entryList({QStringLiteral("*.gpuplan")});
    ASSERT_GE(scenarios.size(), 5);
    auto* tabs = window->findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    int charts = 0;
    int most = 0;
    for (const QString& file : scenarios) {
        ASSERT_TRUE(window->openFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/") + file));
        for (int t = 0; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            QTest::qWait(20);
            for (const QChartView* view : tabs->widget(t)->findChildren<QChartView*>()) {
                if (!view->isVisible())
                    continue;
                const std::vector<Drawn> drawn = legendColours(view->chart());
                ++charts;
                most = std::max(most, static_cast<int>(drawn.size()));
                for (std::size_t i = 0; i < drawn.size(); ++i)
                    for (std::size_t j = i + 1; j < drawn.size(); ++j)
                        EXPECT_GT(distance(drawn[i].colour, drawn[j].colour), 60.0)
                            << file.toStdString() << ", " << tabs->tabText(t).toStdString() << ": \""
                            << drawn[i].name.toStdString() << "\" and \"" << drawn[j].name.toStdString()
                            << "\" are both " << drawn[i].colour.name().toStdString();
            }
        }
    }
    EXPECT_GE(charts, 20);
    EXPECT_GE(most, 8) << "the 70B ZeRO-3 scenario's Multi-GPU chart: seven strategies and the capacity";
}
