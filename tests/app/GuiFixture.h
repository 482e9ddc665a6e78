#pragma once

// A main window on the real default catalog (a fresh catalog file in a
// temporary folder, created by the store from its built-in defaults), with
// settings isolated from the user's.
#include "database/CatalogStore.h"
#include "gui/scenario/PlanSession.h"
#include "gui/window/MainWindow.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace gpuplan::test {

inline Catalog defaultCatalog(const QTemporaryDir& dir) {
    return CatalogStore::open(QString(dir.path() + QStringLiteral("/catalog.sqlite")).toStdString()).load();
}

// Types into a line edit as a user would (select all, then the new text; empty:
// delete what is there).
inline void type(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Delete);
    else
        QTest::keyClicks(edit, text);
}

// Picks the item whose data is `data`.
inline void choose(QComboBox* combo, const QString& data) {
    const int i = combo->findData(data);
    ASSERT_GE(i, 0) << data.toStdString();
    combo->setCurrentIndex(i);
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
