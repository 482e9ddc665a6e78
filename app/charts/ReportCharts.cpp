#include "charts/ReportCharts.h"

#include "charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFont>
#include <QLegend>
#include <QLogValueAxis>
#include <QPainter>
#include <QValueAxis>

namespace gpuplan::charts {

namespace {

QFont printFont(double points, bool bold = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: the PDF's text stays searchable
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

} // namespace

void prepareForPrint(ChartView* view, const QLocale& locale, Qt::Alignment legend) {
    QChart* c = view->chart();
    c->setLocale(locale);
    c->setLocalizeNumbers(true);
    c->setDropShadowEnabled(false);
    c->setBackgroundRoundness(0);
    c->setBackgroundPen(Qt::NoPen);
    c->setBackgroundBrush(Qt::white);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setTitleFont(printFont(10.5, true));
    c->legend()->setFont(printFont(9));
    c->legend()->setAlignment(legend);
    for (QAbstractAxis* axis : c->axes()) {
        axis->setLabelsFont(printFont(9));
        axis->setTitleFont(printFont(9.5));
        if (auto* value = qobject_cast<QValueAxis*>(axis))
            value->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
        else if (auto* log = qobject_cast<QLogValueAxis*>(axis))
            log->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
    }
}

void drawForPrint(ChartView* view, QPainter* painter, const QRectF& target) {
    const double aspect = target.width() > 0 ? target.height() / target.width() : 0.5;
    view->renderChart(painter, target, QSizeF(kPrintLayoutWidth, kPrintLayoutWidth * aspect));
}

} // namespace gpuplan::charts
