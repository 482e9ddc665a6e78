// What the command line's arguments start: the window (no command, a scenario or config.json to
// open, --db, --lang) or the command line (a command, an option it does not know).
#include "gui/window/GuiMain.h"

#include <gtest/gtest.h>

TEST(GuiArguments, FilesDbAndLangStartTheGuiCommandsTheCli) {
    gpuplan::gui::GuiOptions o;
    const char* none[] = {"gpu-planner"};
    EXPECT_TRUE(gpuplan::gui::wantsGui(1, none, o));
    const char* fit[] = {"gpu-planner", "fit", "--model", "llama-2-7b"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(4, fit, o));
    const char* version[] = {"gpu-planner", "--version"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(2, version, o));
    const char* config[] = {"gpu-planner", "--db", "/tmp/x.sqlite", GPUPLAN_TEST_DATA "/configs/gpt2.json"};
    ASSERT_TRUE(gpuplan::gui::wantsGui(4, config, o));
    EXPECT_EQ(o.db_path, "/tmp/x.sqlite");
    EXPECT_TRUE(o.file.endsWith(QStringLiteral("gpt2.json")));
    const char* missing[] = {"gpu-planner", "/nonexistent/plan.gpuplan"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(2, missing, o));
    // --lang opens the window in that language for this run (the preference is left as it is);
    // a language the command line does not speak goes to it, which says what it accepts.
    EXPECT_TRUE(o.language.isEmpty());
    const char* french[] = {"gpu-planner", "--lang", "fr"};
    ASSERT_TRUE(gpuplan::gui::wantsGui(3, french, o));
    EXPECT_EQ(o.language, QStringLiteral("fr"));
    const char* english[] = {"gpu-planner", "--lang=en", GPUPLAN_TEST_DATA "/configs/gpt2.json"};
    ASSERT_TRUE(gpuplan::gui::wantsGui(3, english, o));
    EXPECT_EQ(o.language, QStringLiteral("en"));
    EXPECT_TRUE(o.file.endsWith(QStringLiteral("gpt2.json")));
    const char* german[] = {"gpu-planner", "--lang", "de"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(3, german, o));
    const char* dangling[] = {"gpu-planner", "--lang"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(2, dangling, o));
    const char* command[] = {"gpu-planner", "--lang", "fr", "fit", "--model", "llama-2-7b"};
    EXPECT_FALSE(gpuplan::gui::wantsGui(6, command, o));
}
