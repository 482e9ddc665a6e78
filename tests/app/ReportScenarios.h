#pragma once

// The report tests' inputs: the built-in catalog in a fresh file, and the example scenarios of
// resources/scenarios read as the application reads them.

#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "database/CatalogStore.h"

#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace gpuplan::test {

inline const Catalog& catalog() {
    static QTemporaryDir dir;
    static const Catalog c =
        CatalogStore::open(QString(dir.path() + QStringLiteral("/catalog.sqlite")).toStdString()).load();
    return c;
}

inline Scenario loadScenario(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return parseScenario(f.readAll().toStdString(), QFileInfo(path).fileName().toStdString());
}

// An example scenario by its file name ("guide-mistral-7b-qlora.gpuplan").
inline QString exampleScenario(const char* name) {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name);
}

} // namespace gpuplan::test
