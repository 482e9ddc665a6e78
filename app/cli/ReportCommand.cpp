#include "cli/ReportCommand.h"
#include "cli/PriceAge.h"

#include "cli/CatalogAccess.h"
#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "core/base/Error.h"
#include "core/base/OutputPath.h"
#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "report/PlanReport.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <QApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QTranslator>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <stdexcept>

namespace gpuplan::cli {

namespace {

struct ReportOptions {
    std::string scenario;
    std::string output;
    std::string lang; // "" = the command line's language (--lang, else the environment)
    std::string currency;
    std::string page_size = "a4";
};

QtMessageHandler default_handler = nullptr;

// Qt's notice that XDG_RUNTIME_DIR is unset (cron, containers) says nothing about the report.
void messageHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    if (default_handler)
        default_handler(type, context, message);
}

// Qt Charts draws through QGraphicsView: a QApplication, here on the offscreen
// platform so that the command runs without a display (CI, ssh, cron).
std::unique_ptr<QApplication> startQt() {
    if (QCoreApplication::instance())
        return nullptr;
    default_handler = qInstallMessageHandler(messageHandler);
    static char name[] = "gpu-planner";
    static char platform_flag[] = "-platform";
    static char platform[] = "offscreen";
    static char* argv[] = {name, platform_flag, platform, nullptr};
    static int argc = 3;
    return std::make_unique<QApplication>(argc, argv);
}

// The date printed on the report: today, or SOURCE_DATE_EPOCH's day (reproducible builds).
QDate reportDate() {
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH"); epoch && *epoch) {
        char* end = nullptr;
        const long long seconds = std::strtoll(epoch, &end, 10);
        if (end && *end == '\0')
            return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).date();
    }
    return QDate::currentDate();
}

Scenario readScenario(const std::string& file) {
    if (!std::ifstream(file))
        throw InputError(fmt::format("{}: cannot open the scenario file", file));
    return loadScenarioFile(file, file);
}

} // namespace

Command addReportCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<ReportOptions>();
    CLI::App* sub = parent.add_subcommand(
        "report", translate("Report", "Write the PDF procurement report of a saved scenario."));
    sub->add_option("SCENARIO", o->scenario, translate("Report", "The .gpuplan file"))->required();
    sub->add_option("-o,--output", o->output, translate("Report", "The PDF file to write"))->required();
    sub->add_option("--lang", o->lang,
                    translate("Report", "Language of the report: en or fr (default: the command line's, "
                                        "from --lang or the environment)"))
        ->check(CLI::IsMember({"en", "fr"}, CLI::ignore_case));
    sub->add_option("--currency", o->currency,
                    translate("Report", "Currency of the amounts (EUR, USD...; default: the scenario's)"));
    sub->add_option("--page-size", o->page_size, translate("Report", "a4 (default) or letter"))
        ->check(CLI::IsMember({"a4", "letter"}, CLI::ignore_case));
    addStaleAfterMonthsOption(*sub, ctx.global);
    auto run = [o, &ctx]() -> int {
        // Before any work: the report must not replace the catalog, the scenario or a non-PDF file.
        checkOutputPath(o->output, OutputKind::Pdf, {catalogPath(ctx.global), {o->scenario}});
        Scenario scenario = readScenario(o->scenario);
        const Catalog& catalog = ctx.catalog();
        std::string currency = o->currency;
        std::transform(currency.begin(), currency.end(), currency.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
        scenario = report::scenarioInCurrency(catalog, std::move(scenario), currency);

        const auto app = startQt();
        std::string lang = o->lang.empty() ? language() : o->lang;
        std::transform(lang.begin(), lang.end(), lang.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
        report::PlanReportOptions options;
        QTranslator translator;
        if (lang == "fr") {
            options.locale = QLocale(QLocale::French, QLocale::France);
            // The translations are built into the executable (resources/translations, :/i18n).
            if (!translator.load(options.locale, QStringLiteral("gpu-planner"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n")))
                throw std::runtime_error("the French translation is not built into this executable");
            QCoreApplication::installTranslator(&translator);
        }
        std::string page = o->page_size;
        std::transform(page.begin(), page.end(), page.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
        options.page_size = page == "letter" ? QPageSize::Letter : QPageSize::A4;
        options.date = reportDate();
        options.scenario_file = QFileInfo(QString::fromStdString(o->scenario)).fileName();
        options.stale_after_months = ctx.global.stale_after_months;

        const report::RenderResult result =
            report::writePlanReport(catalog, scenario, options, QString::fromStdString(o->output));
        QCoreApplication::removeTranslator(&translator);
        if (!result.ok)
            throw InputError(result.error.toStdString());
        ctx.out << formatLocal(translate("Report", "Wrote {} ({} pages, {})"), o->output, result.pages,
                               page == "letter" ? "Letter" : "A4")
                << "\n";
        return kExitOk;
    };
    return {sub, run};
}

} // namespace gpuplan::cli
