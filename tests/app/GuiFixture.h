#pragma once

// A main window on the real default catalog (a fresh catalog file in a
// temporary folder, created by the store from its built-in defaults), with
// settings isolated from the user's.
#include "CatalogStore.h"
#include "MainWindow.h"
#include "PlanSession.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace gpuplan::test {

inline Catalog defaultCatalog(const QTemporaryDir& dir) {
    return CatalogStore::open(QString(dir.path() + QStringLiteral("/catalog.sqlite")).toStdString()).load();
}

class GuiFixture : public ::testing::Test {
protected:
    void SetUp() override {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        const QString path = dir.path() + QStringLiteral("/catalog.sqlite");
        window = std::make_unique<gui::MainWindow>(new gui::PlanSession(defaultCatalog(dir), path));
        window->resize(1400, 900);
        session = window->session();
    }
    void TearDown() override {
        session->markSaved(); // no unsaved-changes prompt
        window.reset();
        QSettings().clear();
    }

    template <typename T> T* find(const char* name) const {
        T* w = window->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << "no widget named " << name;
        return w;
    }

    QTemporaryDir dir;
    std::unique_ptr<gui::MainWindow> window;
    gui::PlanSession* session = nullptr;
};

} // namespace gpuplan::test
