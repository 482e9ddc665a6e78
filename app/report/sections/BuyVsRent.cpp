// Section 5 of the procurement report: the cumulative cost of buying against renting,
// the break-even, the costs item by item and every cloud offer for the rented GPU.
#include "report/PlanReport.h"

#include "charts/CurveChart.h"
#include "charts/ReportCharts.h"
#include "core/cost/CostModel.h"
#include "core/cost/Pricing.h"
#include "core/plan/Planner.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <memory>

namespace gpuplan::report {

using text::qs;
using text::shortGpuName;

void PlanReport::buyVsRent(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const BuyRentResults& b = results_.buy_rent;
    doc.addHeading(sectionTitles()[4]);
    if (!b.available) {
        doc.addParagraph(tr("The catalog has no price for %1 and the scenario gives none: buying cannot be "
                            "costed.")
                             .arg(gpuName(b.buy_gpu)));
        return;
    }
    if (!b.selected) {
        doc.addParagraph(
            tr("The catalog has no cloud offer for %1 and the scenario gives no rate: renting cannot "
               "be costed.")
                .arg(gpuName(b.rent_gpu)));
        return;
    }
    const RentOptionResult& sel = *b.selected;
    const BuyCosts& bc = b.buy;
    const QString bought = tr("%1 × %2").arg(bc.gpu_count).arg(gpuName(b.buy_gpu));
    doc.addParagraph(tr("Buying %1 against renting %2 (%3) at %4 h of work a month over %5 months.")
                         .arg(bought, gpuName(b.rent_gpu), offerLabel(catalog_, sel),
                              format_.decimal(b.buy_hours_per_month, 0))
                         .arg(s.horizon_months) +
                     (b.rent_hours_per_month != b.buy_hours_per_month
                          ? QLatin1Char(' ') + tr("The rented GPUs do the same work in %1 h a month.")
                                                   .arg(format_.decimal(b.rent_hours_per_month, 0))
                          : QString()));
    buyVsRentChart(doc, sel);
    breakEvenFacts(doc, sel.breakeven);
    buyVsRentCosts(doc, sel);
    if (b.offers.size() > 1)
        cloudOffers(doc, sel);
}

// Figure 4: the cumulative cost of buying, of the selected offer and of up to three others.
void PlanReport::buyVsRentChart(ReportDocument& doc, const RentOptionResult& sel) const {
    const Scenario& s = scenario_;
    const BuyRentResults& b = results_.buy_rent;
    const BreakEven& be = sel.breakeven;
    const BuyCosts& bc = b.buy;
    QList<charts::XYSeriesData> series;
    series.emplaceBack(
        tr("Buy %1").arg(tr("%1 × %2").arg(bc.gpu_count).arg(shortGpuName(gpuName(b.buy_gpu).toStdString()))),
        charts::monthlyPoints(be.buy_curve));
    series.back().emphasized = true;
    series.emplaceBack(tr("Rent: %1").arg(offerShortLabel(catalog_, sel)),
                       charts::monthlyPoints(be.rent_curve));
    series.back().emphasized = true;
    int others = 0;
    for (const RentOptionResult& o : b.offers) {
        if (o.offer_id == sel.offer_id || others >= 3)
            continue;
        ++others;
        series.emplaceBack(tr("Rent: %1").arg(offerShortLabel(catalog_, o)),
                           charts::monthlyPoints(o.breakeven.rent_curve));
    }
    charts::XYSeriesData marker{
        tr("Break-even"), {}, charts::XYSeriesData::Kind::Scatter, charts::kMarkStyle, true};
    if (be.months)
        marker.points.append({*be.months, cumulativeCostAt(be.buy_curve, *be.months)});
    series.append(marker);
    auto chart = std::make_shared<charts::CurveChart>();
    chart->setAxisTitles(tr("Months"),
                         tr("Cumulative cost (%1)").arg(text::Format::currencySymbol(s.currency)));
    chart->setTitleText(tr("Cumulative cost: buy vs rent"));
    chart->setYLabels([f = format_, cur = s.currency](double v) { return f.compactMoney(v, cur); });
    chart->setSeries(series);
    charts::prepareForPrint(chart.get(), options_.locale, Qt::AlignRight);
    doc.addDrawing(
        chartDrawing(chart), 90,
        be.months ? tr("Figure 4: cumulative cost by month; the marker is the break-even, month %1.")
                        .arg(format_.decimal(*be.months, 1))
                  : tr("Figure 4: cumulative cost by month; buying does not catch up within the horizon."));
}

// The break-even, the hours threshold, the guide's formula and the cheaper option at the horizon.
void PlanReport::breakEvenFacts(ReportDocument& doc, const BreakEven& be) const {
    const Scenario& s = scenario_;
    QList<QPair<QString, QString>> facts;
    facts.append({tr("Break-even"), breakEvenText()});
    facts.append({tr("Hours threshold"),
                  be.paysOffWithinAMonth() ? tr("buying pays off within %1 months above %2 h of work a month")
                                                 .arg(s.horizon_months)
                                                 .arg(format_.decimal(*be.hours_per_month_threshold, 0))
                  : be.hours_per_month_threshold
                      ? tr("none within %1 months: a month has only 744 hours").arg(s.horizon_months)
                      : tr("none: the rent is below the electricity cost")});
    facts.append(
        {tr("The guide's ROI formula"), tr("price ÷ (rate × hours) = %1 months (no electricity, no resale)")
                                            .arg(format_.decimal(be.guide_roi_months, 1))});
    facts.append({tr("Cheaper at %1 months").arg(s.horizon_months),
                  be.buy_wins_at_horizon ? tr("buying") : tr("renting")});
    doc.addKeyValues(facts);
}

// The costs item by item, every price and rate with its date.
void PlanReport::buyVsRentCosts(ReportDocument& doc, const RentOptionResult& sel) const {
    const Scenario& s = scenario_;
    const BuyRentResults& b = results_.buy_rent;
    const BreakEven& be = sel.breakeven;
    const BuyCosts& bc = b.buy;
    ReportTable t;
    t.header = {tr("Item"), tr("Amount"), tr("Note")};
    align(t, "LRL");
    // Every price and rate with its date (flagged when over 12 months older than the report).
    const std::string today = options_.date.toString(Qt::ISODate).toStdString();
    const QString source =
        b.price_source == "scenario"
            ? tr("the scenario's price")
            : tr("%1; %2").arg(text::sourceText(b.price_source, format_),
                               text::coreText(priceDateNote(b.price_date, today, options_.stale_after_months),
                                              options_.locale));
    t.rows.append({tr("GPUs, purchase"), money(bc.gpu_price_each * bc.gpu_count),
                   tr("%1 × %2 (%3)").arg(bc.gpu_count).arg(money(bc.gpu_price_each), source)});
    const QString system = text::systemText(b.price);
    if (b.price.gpus_included)
        t.rows.append({tr("System(s), up front"), money(0.0), tr("%1: in the GPUs' price").arg(system)});
    else
        t.rows.append({tr("System(s), up front"), money(bc.host_cost),
                       system.isEmpty() ? tr("none counted: the GPU's price stands for its share of a system")
                                        : system});
    t.rows.append({tr("Electricity per month"), money(powerCostPerHour(bc) * b.buy_hours_per_month),
                   text::electricityArithmetic(bc, b.buy_hours_per_month, s.currency, format_)});
    t.rows.append({tr("Maintenance per year"), money(bc.maintenance_fraction_per_year * bc.capex()),
                   tr("%1 of the purchase (%2) a year")
                       .arg(format_.percent(bc.maintenance_fraction_per_year, 1), money(bc.capex()))});
    t.rows.append({tr("Resale at the horizon"), money(-bc.resale_fraction * bc.gpu_price_each * bc.gpu_count),
                   tr("%1 of the GPUs' price").arg(format_.percent(bc.resale_fraction))});
    t.rows.append({tr("Cloud, per hour"), money(sel.rate_per_hour),
                   tr("%1 × %2 (%3)")
                       .arg(bc.gpu_count)
                       .arg(format_.moneyPerHour(sel.rate_per_hour / bc.gpu_count, s.currency),
                            sel.offer_id.empty()
                                ? offerLabel(catalog_, sel)
                                : tr("%1; %2").arg(offerLabel(catalog_, sel),
                                                   text::coreText(priceDateNote(sel.date, today,
                                                                                options_.stale_after_months),
                                                                  options_.locale)))});
    t.rows.append({tr("Buy, total over %1 months").arg(s.horizon_months), money(be.buy_total_at_horizon),
                   tr("purchase + electricity + maintenance − resale")});
    t.rows.append({tr("Rent, total over %1 months").arg(s.horizon_months), money(be.rent_total_at_horizon),
                   text::rentedHoursText(sel, format_)});
    t.highlighted_row = be.buy_wins_at_horizon ? 6 : 7;
    t.caption = tr("Table: costs in %1 (in bold: the cheaper option at the horizon).").arg(qs(s.currency));
    doc.addHeading(tr("Costs"), 2);
    doc.addTable(t);
}

// Every catalog offer for the rented GPU, the selected one in bold.
void PlanReport::cloudOffers(ReportDocument& doc, const RentOptionResult& sel) const {
    const Scenario& s = scenario_;
    const BuyRentResults& b = results_.buy_rent;
    ReportTable o;
    o.header = {tr("Cloud offer for %1").arg(shortGpuName(gpuName(b.rent_gpu).toStdString())), tr("Per hour"),
                tr("Break-even"), tr("Rent over %1 months").arg(s.horizon_months)};
    align(o, "LRRR");
    for (const RentOptionResult& x : b.offers) {
        if (x.offer_id == sel.offer_id)
            o.highlighted_row = static_cast<int>(o.rows.size());
        o.rows.append({offerLabel(catalog_, x), money(x.rate_per_hour),
                       x.breakeven.months ? tr("%1 months").arg(format_.decimal(*x.breakeven.months, 1))
                                          : tr("not within %1 months").arg(s.horizon_months),
                       money(x.breakeven.rent_total_at_horizon)});
    }
    o.caption = tr("Table: every catalog offer for the rented GPU, for %1.")
                    .arg(format_.gpus(static_cast<int>(b.buy.gpu_count)));
    doc.addTable(o);
}

} // namespace gpuplan::report
