// A link's note in the report (issue 37, item 11): the hardware table of "Assumptions and
// sources" shows a link's note where the link has no source (a catalog built in code: the catalog
// file requires one, database/schema/0001_initial.sql); the embedded catalog's note is in the
// report's language, a note the user wrote is printed as written. Read back with pdftotext.
#include "PdfTools.h"
#include "ReportScenarios.h"
#include "report/PlanReport.h"

#include "core/plan/Planner.h"
#include "core/speed/Communication.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuplan;
using gpuplan::report::PlanReportOptions;
using gpuplan::test::catalog;
using gpuplan::test::loadScenario;
using gpuplan::test::pdfRawText;

namespace {

// pdftotext reads no-break spaces as spaces.
QString plain(QString s) {
    return s.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' ')).simplified();
}

// The French report of the guide's scenario on catalog `c`, as text.
QString frenchReport(const Catalog& c, const Scenario& s) {
    QTranslator translator;
    EXPECT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&translator);
    PlanReportOptions o;
    o.locale = QLocale(QLocale::French, QLocale::France);
    o.date = QDate(2026, 12, 7);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("notes.pdf"));
    const auto written = report::writePlanReport(c, s, o, pdf);
    QCoreApplication::removeTranslator(&translator);
    EXPECT_TRUE(written.ok) << written.error.toStdString();
    return plain(pdfRawText(pdf));
}

// The link between the scenario's GPU and its host: a row of the hardware table.
InterconnectSpec& hostLink(Catalog& c, const Scenario& s) {
    const GpuSpec* gpu = c.findGpu(s.gpu_id);
    EXPECT_NE(gpu, nullptr);
    const LinkPath path = linkPathFor(c, *gpu, s.intra_node_link, s.inter_node_link,
                                      std::max<std::uint32_t>(1, s.gpus_per_node));
    for (InterconnectSpec& l : c.interconnects)
        if (l.id == path.host.id)
            return l;
    ADD_FAILURE() << "no link " << path.host.id;
    return c.interconnects.front();
}

Scenario guideScenario() {
    return loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
}

} // namespace

// The RTX 4090's host link is PCIe 4.0 x16 (database/seed/gpus.csv); its note starts "16 GT/s;
// ~1.97 GB/s per lane. ml-engineering rounds to 31/62." (database/seed/interconnects.csv).
TEST(ReportLinkNotes, TheEmbeddedNoteIsInFrench) {
    const Scenario s = guideScenario();
    Catalog c = catalog();
    InterconnectSpec& link = hostLink(c, s);
    ASSERT_EQ(link.id, "pcie4-x16");
    link.source.clear();
    const QString text = frenchReport(c, s);
    EXPECT_TRUE(
        text.contains(QStringLiteral("16 GT/s ; ~1,97 GB/s par voie. ml-engineering arrondit à 31/62.")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("copie mesurée de l’hôte vers le GPU"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("per lane"))) << text.toStdString();
}

// A note the user edited is theirs: printed as written, not as the seed note's French.
TEST(ReportLinkNotes, AnEditedNoteIsPrintedAsWritten) {
    const Scenario s = guideScenario();
    Catalog c = catalog();
    InterconnectSpec& link = hostLink(c, s);
    link.source.clear();
    link.notes = "Riser cable in our chassis: Gen4 link trained at x8.";
    const QString text = frenchReport(c, s);
    EXPECT_TRUE(text.contains(QStringLiteral("Riser cable in our chassis: Gen4 link trained at x8.")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("par voie"))) << text.toStdString();
}
