#pragma once

#include "core/speed/Communication.h"
#include "report/ReportDocument.h"
#include "text/Format.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPageSize>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gpuplan {
struct BreakEven;
struct Candidate;
struct Catalog;
struct Message;
struct Scenario;
struct PlanResults;
struct RentOptionResult;
struct ServingOption;
struct ServingSizing;
struct ThroughputRow;
} // namespace gpuplan

namespace gpuplan::probe {
struct ProbedDevice;
} // namespace gpuplan::probe

namespace gpuplan::charts {
struct MemoryChartData;
} // namespace gpuplan::charts

namespace gpuplan::report {

struct PlanReportOptions {
    QLocale locale = QLocale(QLocale::English, QLocale::UnitedStates);
    QPageSize::PageSizeId page_size = QPageSize::A4;
    QDate date = QDate::currentDate();
    QString scenario_file; // shown on the first page ("" for an unsaved scenario)
    // Memory figures in GB (the command line's) or GiB: the window's, so that the report it
    // exports says what the window said.
    SizeUnit memory_unit = SizeUnit::GB;
    // A catalog price older than this many months is flagged ("over 12 months old"): the window's
    // preference, the command line's --stale-after-months.
    int stale_after_months = 12;
};

// The procurement report of a scenario: what to buy or rent and why, with
// every figure's assumptions and sources. Built from the planner's results
// (with the recommendation), the scenario and the catalog; the text follows
// the installed translation, the numbers `options.locale`. Its charts are
// Qt Charts widgets (app/charts) drawn as vectors; the document keeps them
// alive, so it needs a QApplication. Each section is written in its own file,
// app/report/sections/.
class PlanReport {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::report::PlanReport)
public:
    PlanReport(const Catalog& catalog, const Scenario& scenario, const PlanResults& results,
               PlanReportOptions options = {});

    ReportDocument document() const;
    ReportMeta meta() const;
    // How the report writes its figures (memory in GB, `options.locale`). Tests format the
    // engine's numbers with it to find them in the PDF.
    const text::Format& format() const { return format_; }

    // The numbered section titles, in the current language (sections 1 to 6: every
    // report has them).
    static QStringList sectionTitles();
    // Section 7, only for a scenario with a serving traffic (users or a request rate).
    static QString servingSectionTitle();
    // The next section, only when the scenario carries a probe result: 7, or 8 after serving.
    static QString probeSectionTitle(int number = 7);
    // What the summary says about the break-even ("after 7.2 months (month 8)").
    QString breakEvenText() const;
    // How the report names an option of the recommendation ("Rent 8 × RTX 3090").
    static QString optionName(const Candidate& c);
    // Figure 1's data, the memory per GPU by component (charts/MemoryChart.h): the Fit tab's
    // chart, built by the same function from the same GPUs.
    charts::MemoryChartData memoryChart() const;

private:
    // The sections, in the order of the document (app/report/sections/).
    void summary(ReportDocument& doc) const;
    void feasibility(ReportDocument& doc) const;
    void layoutAndInterconnect(ReportDocument& doc) const;
    void throughput(ReportDocument& doc) const;
    void buyVsRent(ReportDocument& doc) const;
    void assumptions(ReportDocument& doc) const;
    void serving(ReportDocument& doc) const;
    void detectedHardware(ReportDocument& doc) const;
    void allOptions(ReportDocument& doc) const;
    // The assumptions section's parts (sections/Assumptions.cpp).
    void efficienciesUsed(ReportDocument& doc) const;
    void pricesUsed(ReportDocument& doc) const;
    QString datedText(const std::string& date) const;
    QString rateDatedText(const std::string& date) const;
    void offersUsed(ReportTable& t, std::set<std::string>& currencies) const;
    void exchangeRatesUsed(ReportTable& t, const std::set<std::string>& currencies) const;
    void specsUsed(ReportDocument& doc) const;
    void leftOut(ReportDocument& doc) const;
    // The summary's parts (sections/Summary.cpp).
    void summaryFacts(ReportDocument& doc) const;
    void recommendedOptions(ReportDocument& doc) const;
    QStringList recommendedRow(const Candidate& c) const;
    void scenarioChoice(ReportDocument& doc) const;
    QStringList justification() const;
    QString objectiveReason(const Candidate& best) const;
    QStringList overCapacityReasons() const;
    QString fastestOnTheFront() const;
    QString breakEvenReason() const;
    // The feasibility section's parts (sections/Feasibility.cpp).
    void memoryByComponent(ReportDocument& doc) const;
    void memoryFigure(ReportDocument& doc) const;
    void fitSuggestions(ReportDocument& doc) const;
    void gpusConsidered(ReportDocument& doc) const;
    // The detected hardware section's parts (sections/DetectedHardware.cpp).
    void deviceFacts(ReportDocument& doc, const probe::ProbedDevice& d) const;
    void deviceDifferences(ReportDocument& doc, const probe::ProbedDevice& d) const;
    void deviceBenchmarks(ReportDocument& doc, const probe::ProbedDevice& d) const;
    // What the probe said, in the report's language and numbers.
    QString probeSaid(const Message& m) const;
    // The throughput section's parts (sections/Throughput.cpp).
    void scenarioThroughput(ReportDocument& doc) const;
    void throughputChart(ReportDocument& doc, const std::vector<const ThroughputRow*>& rows) const;
    void throughputTable(ReportDocument& doc, const std::vector<const ThroughputRow*>& rows) const;
    // The serving section's parts (sections/Serving.cpp).
    void scenarioServing(ReportDocument& doc) const;
    void servingMemoryFacts(ReportDocument& doc, const ServingOption& own) const;
    void servingOptions(ReportDocument& doc, const ServingSizing& sizing) const;
    // The calibration to measured runs and the matching runs beside the model
    // (sections/ServingMeasured.cpp).
    void measuredRuns(ReportDocument& doc, const ServingOption& own) const;
    void apiPrices(ReportDocument& doc, const ServingSizing& sizing) const;
    // The layout section's parts (sections/LayoutAndInterconnect.cpp).
    std::optional<LinkPath> scenarioLinks() const;
    void layoutFacts(ReportDocument& doc, const LinkPath* path) const;
    QString stepCommunicationText(const LinkPath& path) const;
    void strategiesTable(ReportDocument& doc) const;
    std::vector<InterconnectSpec> linksToCompare(const LinkPath* path) const;
    void transfersByLink(ReportDocument& doc, const LinkPath* path) const;
    // The buy vs rent section's parts (sections/BuyVsRent.cpp).
    void buyVsRentChart(ReportDocument& doc, const RentOptionResult& sel) const;
    void breakEvenFacts(ReportDocument& doc, const BreakEven& be) const;
    void buyVsRentCosts(ReportDocument& doc, const RentOptionResult& sel) const;
    void cloudOffers(ReportDocument& doc, const RentOptionResult& sel) const;

    QString gpuName(const std::string& id) const;
    QString workloadText() const;
    QString usageText() const;
    QString trafficText() const;
    QString targetsText() const;
    // The serving engine's decode (bandwidth share) or prefill (MFU) efficiency for an option, and
    // where it comes from (the scenario, a calibration, a generic assumption).
    QPair<QString, QString> efficiencyRow(const ServingOption& o, bool decode) const;
    QString money(double amount) const; // in the scenario's currency

    const Catalog& catalog_;
    const Scenario& scenario_;
    const PlanResults& results_;
    PlanReportOptions options_;
    text::Format format_;
};

// The scenario with its own amounts (GPU price, host cost, electricity, cloud
// rate, budget) converted to `currency`, which becomes its currency: the
// planner then converts the catalog's prices into it too. Throws InputError
// for a currency without an exchange rate.
Scenario scenarioInCurrency(const Catalog& catalog, Scenario scenario, const std::string& currency);

// Plans the scenario (with the recommendation) and writes its report at
// `path`, atomically. Throws InputError when the scenario does not fit the
// catalog (unknown model or GPU...); a file that cannot be written is a
// RenderResult error.
RenderResult writePlanReport(const Catalog& catalog, const Scenario& scenario,
                             const PlanReportOptions& options, const QString& path);

} // namespace gpuplan::report
