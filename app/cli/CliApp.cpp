#include "cli/CliApp.h"

#include "cli/CatalogAccess.h"
#include "cli/CatalogCommand.h"
#include "cli/CliText.h"
#include "cli/Command.h"
#include "cli/FitCommand.h"
#include "cli/InertOutput.h"
#include "cli/InterconnectCommands.h"
#include "cli/PlanCommands.h"
#include "cli/ProbeCommand.h"
#include "cli/Ranges.h"
#include "cli/ReportCommand.h"
#include "cli/ServeCommand.h"

#include "core/base/Error.h"
#include "database/CatalogStore.h"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#ifndef GPUPLAN_VERSION
#define GPUPLAN_VERSION "unknown"
#endif

namespace gpuplan::cli {

namespace {

// The language is chosen before the commands are built, so that their help is
// translated too: `--lang fr` / `--lang=fr` anywhere, else the environment.
std::string requestedLanguage(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--lang" && i + 1 < argc)
            return argv[i + 1];
        if (a.starts_with("--lang="))
            return std::string(a.substr(7));
    }
    return {};
}

// "/srv/catalog: Permission denied": the path (both, for a rename) and the system's reason.
std::string fileSystemErrorText(const std::filesystem::filesystem_error& e) {
    std::string where = e.path1().string();
    if (!e.path2().empty())
        where += " -> " + e.path2().string();
    return where.empty() ? e.what() : where + ": " + e.code().message();
}

// Every command, each with its options and what it runs.
std::vector<Command> addCommands(CLI::App& app, CommandContext& ctx) {
    std::vector<Command> commands;
    commands.push_back(addFitCommand(app, ctx));
    commands.push_back(addCatalogCommand(app, ctx));
    commands.push_back(addTransferCommand(app, ctx));
    commands.push_back(addAllreduceCommand(app, ctx));
    commands.push_back(addThroughputCommand(app, ctx));
    commands.push_back(addBreakevenCommand(app, ctx));
    commands.push_back(addRecommendCommand(app, ctx));
    commands.push_back(addServeCommand(app, ctx));
    commands.push_back(addScenarioCommand(app, ctx));
    commands.push_back(addProbeCommand(app, ctx));
    commands.push_back(addReportCommand(app, ctx));
    requireDecimalNumbers(app); // every numeric option: decimal, as written, or refused
    return commands;
}

// Parses the command line; an exit status when that is all there is to do (help, a bad flag).
std::optional<int> parseCommandLine(CLI::App& app, int argc, const char* const* argv, std::ostream& out,
                                    std::ostream& err) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return kExitOk;
    } catch (const CLI::CallForAllHelp&) {
        out << app.help("", CLI::AppFormatMode::All);
        return kExitOk;
    } catch (const CLI::ParseError& e) {
        err << "gpu-planner: " << e.what() << "\n"
            << translate("Cli", "Run 'gpu-planner --help' (or 'gpu-planner COMMAND --help') for usage.")
            << "\n";
        return kExitBadInput;
    }
    return std::nullopt;
}

// Runs the command given, its errors written with its name ("gpu-planner catalog list: ...").
int runCommand(const Command& command, const CLI::App& app, std::ostream& err) {
    std::string name = command.app->get_name();
    if (const CLI::App* up = command.app->get_parent(); up && up != &app)
        name = up->get_name() + " " + name;
    try {
        return command.run();
    } catch (const InputError& e) {
        err << "gpu-planner " << name << ": " << e.what() << "\n";
        return kExitBadInput;
    } catch (const std::filesystem::filesystem_error& e) {
        // A folder that cannot be read or written: what and where, as an input error.
        err << "gpu-planner " << name << ": " << fileSystemErrorText(e) << "\n";
        return kExitBadInput;
    } catch (const std::exception& e) {
        err << "gpu-planner " << name << ": " << translate("Cli", "internal error: ") << e.what() << "\n";
        return kExitFailure;
    }
}

// The global options: the version, the language (read before, see requestedLanguage), the catalog.
void addGlobalOptions(CLI::App& app, GlobalOptions& global, bool& version, std::string& lang) {
    app.require_subcommand(0, 1);
    app.add_flag("--version", version, translate("Cli", "Print the version and exit"));
    app.add_option(
           "--lang", lang,
           translate("Cli", "Language of the output: en | fr (default: from LC_ALL / LC_MESSAGES / LANG)"))
        ->check(CLI::IsMember({"en", "fr"}));
    app.add_option(
        "--db", global.db_path,
        translate("Cli", "Catalog database file (default: $GPU_PLANNER_DB, else the user data directory)"));
}

} // namespace

int runCli(int argc, const char* const* argv, std::ostream& raw_out, std::ostream& raw_err) {
    // Nothing reaches the terminal raw: a control character of a catalog, a file or a flag
    // is written \u001b (InertOutput.h).
    InertStreamBuf out_buffer(raw_out.rdbuf());
    InertStreamBuf err_buffer(raw_err.rdbuf());
    std::ostream out(&out_buffer);
    std::ostream err(&err_buffer);
    setLanguage(requestedLanguage(argc, argv));
    CLI::App app{translate("Cli",
                           "GPU Planner: what GPUs to buy or rent for AI work, with the numbers behind it.\n"
                           "Without a command it starts the desktop application."),
                 "gpu-planner"};
    bool version = false;
    GlobalOptions global;
    std::string lang;
    addGlobalOptions(app, global, version, lang);
    std::optional<CatalogStore> store; // opened on first use, once
    std::optional<Catalog> catalog;    // loaded on first use, once
    auto openStore = [&]() -> CatalogStore& {
        if (!store) {
            store.emplace(openCatalogStore(global));
            noteNewerBuiltinData(*store, err);
        }
        return *store;
    };
    CommandContext ctx{out, err, global,
                       [&]() -> const Catalog& {
                           if (!catalog)
                               catalog = openStore().load();
                           return *catalog;
                       },
                       openStore};
    const std::vector<Command> commands = addCommands(app, ctx);
    if (const auto status = parseCommandLine(app, argc, argv, out, err))
        return *status;
    if (version) {
        out << "gpu-planner " << GPUPLAN_VERSION << "\n";
        return kExitOk;
    }
    for (const auto& command : commands)
        if (command.app->parsed())
            return runCommand(command, app, err);
    out << app.help();
    return kExitOk;
}

} // namespace gpuplan::cli
