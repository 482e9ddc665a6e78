#include "charts/ChartStyle.h"

#include <QAbstractSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QXYSeries>

#include <array>

namespace gpuplan::charts {

namespace {

// The Okabe-Ito colour-blind-safe palette without its black (kept for marks) and its yellow
// (unreadable on white), then four of Paul Tol's "muted" scheme (wine, olive, indigo, teal):
// ten colours, neighbours differing in lightness as well as hue; the dash patterns keep them
// apart in grey scale. The Multi-GPU chart of a training workload has up to nine strategies.
constexpr std::array<QRgb, 10> kColors = {0xff0072b2, 0xffe69f00, 0xff009e73, 0xffcc79a7, 0xff56b4e9,
                                          0xffd55e00, 0xff882255, 0xff999933, 0xff332288, 0xff44aa99};
constexpr QRgb kReferenceColor = 0xff404040;
constexpr QRgb kMarkColor = 0xff000000;
constexpr std::array<Qt::PenStyle, 4> kDashes = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
constexpr std::array<Qt::BrushStyle, 4> kPatterns = {Qt::SolidPattern, Qt::Dense4Pattern, Qt::BDiagPattern,
                                                     Qt::CrossPattern};

} // namespace

int paletteSize() {
    return static_cast<int>(kColors.size());
}

SeriesStyle seriesStyle(int index) {
    if (index == kReferenceStyle)
        return {QColor::fromRgba(kReferenceColor), Qt::DotLine, Qt::SolidPattern, 3.0};
    if (index == kMarkStyle)
        return {QColor::fromRgba(kMarkColor), Qt::SolidLine, Qt::SolidPattern, 2.0};
    const auto i = static_cast<std::size_t>(index < 0 ? 0 : index);
    SeriesStyle s;
    s.color = QColor::fromRgba(kColors[i % kColors.size()]);
    s.dash = kDashes[i % kDashes.size()];
    s.fill_pattern = kPatterns[(i / 2) % kPatterns.size()];
    return s;
}

QPen linePen(const SeriesStyle& s) {
    QPen pen(s.color, s.width, s.dash);
    if (s.dash == Qt::SolidLine) {
        pen.setCapStyle(Qt::RoundCap);
        return pen;
    }
    // Dashes with flat ends, longer than Qt's presets (in pen widths): each dash is a
    // polygon the painter fills, and round caps or short dashes made a redraw of the
    // Multi-GPU chart cost twice as much.
    pen.setCapStyle(Qt::FlatCap);
    if (s.dash == Qt::DashLine)
        pen.setDashPattern({6, 3});
    else if (s.dash == Qt::DotLine)
        pen.setDashPattern({1.5, 2.5});
    else if (s.dash == Qt::DashDotLine)
        pen.setDashPattern({6, 2.5, 1.5, 2.5});
    return pen;
}

void applyStyle(QAbstractSeries* series, int index) {
    const SeriesStyle s = seriesStyle(index);
    if (auto* area = qobject_cast<QAreaSeries*>(series)) {
        area->setPen(linePen(s));
        QColor fill = s.color;
        fill.setAlpha(90);
        area->setBrush(QBrush(fill, s.fill_pattern));
        return;
    }
    if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
        scatter->setColor(s.color);
        scatter->setBorderColor(s.color.darker(140));
        scatter->setMarkerShape(index == kMarkStyle ? QScatterSeries::MarkerShapeStar
                                : index % 2 == 0    ? QScatterSeries::MarkerShapeCircle
                                                    : QScatterSeries::MarkerShapeRectangle);
        scatter->setMarkerSize(9.0);
        return;
    }
    if (auto* xy = qobject_cast<QXYSeries*>(series)) {
        xy->setPen(linePen(s));
    }
}

void applyStyle(QBarSet* set, int index) {
    const SeriesStyle s = seriesStyle(index);
    set->setBrush(QBrush(s.color, s.fill_pattern));
    set->setPen(QPen(s.color.darker(150), 1.0));
}

void applyChartTheme(QChart* chart) {
    chart->setTheme(QChart::ChartThemeLight);
    // Axis numbers in the application's language ("0,1" and "1 500" in French), as the report's.
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setVisible(true);
    // A legend too narrow for its names cuts them ("Rent: Vast.ai 8x-RTX_40..."): the whole
    // name shows in a tool tip.
    chart->legend()->setShowToolTips(true);
    QFont title = chart->titleFont();
    title.setPointSizeF(title.pointSizeF() + 1.0);
    title.setBold(true);
    chart->setTitleFont(title);
}

} // namespace gpuplan::charts
