// main() for GoogleTest programs that drive real Qt widgets: a QApplication on
// the offscreen platform (unless the environment chose another one), with
// settings of its own in a temporary folder.
#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdlib>

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpu-planner-tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-planner-tests"));
    // Each test process has its own settings: ctest runs test cases in parallel, and
    // one that clears or writes the settings must not change another's.
    QTemporaryDir settings_dir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings_dir.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
