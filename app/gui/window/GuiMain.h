#pragma once

#include <QString>

#include <string>

namespace gpuplan::gui {

// What the desktop application starts with.
struct GuiOptions {
    QString file;        // a .gpuplan scenario or a Hugging Face config.json to open ("" = none)
    std::string db_path; // --db PATH ("" = $GPU_PLANNER_DB, else the user's data directory)
    QString language;    // --lang en|fr: this run's language ("" = the preferences')
};

// Runs the desktop application until its window closes; returns the exit code.
// With GPU_PLANNER_EXIT_AFTER_SHOW=1 in the environment it quits as soon as the
// window is shown (start-up benchmark).
int runGui(int argc, char** argv, const GuiOptions& options);

// True when the arguments ask for the GUI: none, a single existing .gpuplan or
// .json file, and/or --db PATH. Fills `options` when true.
bool wantsGui(int argc, const char* const* argv, GuiOptions& options);

} // namespace gpuplan::gui
