// main() for GoogleTest programs that drive real Qt widgets: a QApplication on
// the offscreen platform (unless the environment chose another one).
#include <QApplication>

#include <gtest/gtest.h>

#include <cstdlib>

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpu-planner-tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-planner-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
