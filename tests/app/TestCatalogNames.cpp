// The embedded catalog's GPU and system names in the user's language (issue 37, item 11): the
// French window, report and reasons showed "GB200 (per GPU of an NVL72 rack)" and "Host server
// for an 8-GPU HGX baseboard (estimate)". A name keeps its product words and has its English
// words translated, while it is written as the embedded catalog writes it; a name the user gave
// or edited is shown as written.
#include "GuiFixture.h"

#include "core/base/Message.h"
#include "gui/window/Application.h"
#include "text/CatalogNames.h"
#include "text/CoreText.h"
#include "text/Names.h"

#include <QApplication>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using gpuplan::test::GuiFixture;

class CatalogNames : public GuiFixture {
protected:
    void TearDown() override {
        gpuplan::gui::installTranslations(*qApp, QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        GuiFixture::TearDown();
    }
};

// A lower-case word of three letters or more ("per", "rack", "unified", "server") is English;
// the rest of a name ("H100 SXM5 80GB", "NVIDIA DGX B200", "Ryzen AI Max+ 395") is product
// words every language writes alike.
bool holdsWords(const std::string& name) {
    static const QRegularExpression word(QStringLiteral("(^|[\\s(,])[a-z]{3,}\\b"));
    return word.match(QString::fromStdString(name)).hasMatch();
}

// Every GPU and system name of the embedded catalog that holds English words is shown in French;
// every name the list translates is one the embedded catalog has (a renamed row would leave a
// translation no one sees and its new name in English).
TEST_F(CatalogNames, EveryEmbeddedNameWithWordsIsShownInFrench) {
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    const gpuplan::Catalog& c = session->catalog();
    std::vector<std::string> gpus, systems;
    for (const gpuplan::GpuSpec& g : c.gpus) {
        gpus.push_back(g.name);
        if (holdsWords(g.name)) {
            EXPECT_NE(gpuplan::text::gpuNameText(g.name), QString::fromStdString(g.name))
                << g.id << ": no French for its name";
        }
    }
    for (const gpuplan::System& x : c.systems) {
        systems.push_back(x.name);
        if (holdsWords(x.name)) {
            EXPECT_NE(gpuplan::text::systemNameText(x.name), QString::fromStdString(x.name))
                << x.id << ": no French for its name";
        }
    }
    EXPECT_TRUE(holdsWords("GB200 (per GPU of an NVL72 rack)"));
    EXPECT_FALSE(holdsWords("Ryzen AI Max+ 395 (Strix Halo, 128 GB)"));
    for (const std::string& n : gpuplan::text::translatedGpuNames())
        EXPECT_NE(std::find(gpus.begin(), gpus.end(), n), gpus.end()) << n << " is no GPU of the catalog";
    for (const std::string& n : gpuplan::text::translatedSystemNames())
        EXPECT_NE(std::find(systems.begin(), systems.end(), n), systems.end())
            << n << " is no system of the catalog";
}

// The words that carry a name: a system bought with its host, a short name on a chart, and core's
// sentences, which take names as data.
TEST_F(CatalogNames, FrenchSentencesCarryTheFrenchName) {
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    const QLocale fr(QLocale::French, QLocale::France);
    EXPECT_EQ(gpuplan::text::shortGpuName("GB200 (per GPU of an NVL72 rack)"),
              QStringLiteral("GB200 (par GPU d’un rack NVL72)"));
    const QString system =
        gpuplan::text::systemText("NVIDIA HGX H200 8-GPU baseboard, from the per-GPU price", 1, true,
                                  "Host server for an 8-GPU HGX baseboard (estimate)");
    EXPECT_TRUE(
        system.contains(QStringLiteral("Carte de base NVIDIA HGX H200 8 GPU, d’après le prix par GPU")))
        << system.toStdString();
    EXPECT_TRUE(system.contains(QStringLiteral("Serveur hôte pour une carte de base HGX 8 GPU (estimation)")))
        << system.toStdString();
    const QString reason =
        gpuplan::text::coreText(gpuplan::Message(gpuplan::MessageId::PriceIsSystemShare,
                                                 {std::string("GB200 (per GPU of an NVL72 rack)")}),
                                fr);
    EXPECT_TRUE(reason.contains(QStringLiteral("GB200 (par GPU d’un rack NVL72)"))) << reason.toStdString();
    EXPECT_FALSE(reason.contains(QStringLiteral("per GPU of an NVL72 rack"))) << reason.toStdString();
    // In English, as the catalog writes it.
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
    EXPECT_EQ(gpuplan::text::gpuNameText("GB200 (per GPU of an NVL72 rack)"),
              QStringLiteral("GB200 (per GPU of an NVL72 rack)"));
}

// A name the user gave or edited, even by a few characters, is theirs: shown as written.
TEST_F(CatalogNames, AnEditedNameIsShownAsWritten) {
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    for (const char* own : {"GB200 (per GPU of an NVL72 rack), our lab's", "gb200 (per GPU of an NVL72 rack)",
                            "Host server for an 8-GPU HGX baseboard (our quote)"}) {
        EXPECT_EQ(gpuplan::text::gpuNameText(own), QString::fromUtf8(own));
        EXPECT_EQ(gpuplan::text::systemNameText(own), QString::fromUtf8(own));
    }
}

} // namespace
