#include "CliApp.h"

#include "CatalogAccess.h"
#include "CatalogCommand.h"
#include "Command.h"
#include "FitCommand.h"
#include "InterconnectCommands.h"
#include "PlanCommands.h"
#include "ProbeCommand.h"

#include "CatalogStore.h"
#include "Error.h"

#include <CLI/CLI.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#ifndef GPUPLAN_VERSION
#define GPUPLAN_VERSION "unknown"
#endif

namespace gpuplan::cli {

int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
           const std::vector<CommandFactory>& extra) {
    CLI::App app{"GPU Planner: what GPUs to buy or rent for AI work, with the numbers behind it.\n"
                 "Without a command it starts the desktop application.",
                 "gpu-planner"};
    app.require_subcommand(0, 1);
    bool version = false;
    app.add_flag("--version", version, "Print the version and exit");
    GlobalOptions global;
    app.add_option("--db", global.db_path,
                   "Catalog database file (default: $GPU_PLANNER_DB, else the user data directory)");
    std::optional<Catalog> catalog; // opened on first use, once
    CommandContext ctx{out, err, global, [&]() -> const Catalog& {
                           if (!catalog)
                               catalog = openCatalogStore(global).load();
                           return *catalog;
                       }};

    std::vector<Command> commands;
    commands.push_back(addFitCommand(app, ctx));
    commands.push_back(addCatalogCommand(app, ctx));
    commands.push_back(addTransferCommand(app, ctx));
    commands.push_back(addAllreduceCommand(app, ctx));
    commands.push_back(addThroughputCommand(app, ctx));
    commands.push_back(addBreakevenCommand(app, ctx));
    commands.push_back(addRecommendCommand(app, ctx));
    commands.push_back(addScenarioCommand(app, ctx));
    commands.push_back(addProbeCommand(app, ctx));
    for (const CommandFactory add : extra)
        commands.push_back(add(app, ctx));

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
            << "Run 'gpu-planner --help' (or 'gpu-planner COMMAND --help') for usage.\n";
        return kExitBadInput;
    }
    if (version) {
        out << "gpu-planner " << GPUPLAN_VERSION << "\n";
        return kExitOk;
    }

    for (const auto& command : commands) {
        if (!command.app->parsed())
            continue;
        std::string name = command.app->get_name();
        if (const CLI::App* up = command.app->get_parent(); up && up != &app)
            name = up->get_name() + " " + name;
        try {
            return command.run();
        } catch (const InputError& e) {
            err << "gpu-planner " << name << ": " << e.what() << "\n";
            return kExitBadInput;
        } catch (const std::exception& e) {
            err << "gpu-planner " << name << ": internal error: " << e.what() << "\n";
            return kExitFailure;
        }
    }
    out << app.help();
    return kExitOk;
}

} // namespace gpuplan::cli
