// The links' notes in the Interconnect tab's tool tips (issue 37, item 11): the embedded
// catalog's notes in the user's language; a note the user edited exactly as written, never the
// translation of the seed's note it replaced.
#include "GuiFixture.h"

#include "gui/parts/ResultTable.h"
#include "gui/tabs/InterconnectTab.h"
#include "gui/window/Application.h"
#include "text/CoreText.h"

#include <QApplication>
#include <QStandardItemModel>
#include <QTabWidget>

#include <gtest/gtest.h>

namespace {

using gpuplan::test::GuiFixture;

class LinkNotes : public GuiFixture {
protected:
    void TearDown() override {
        gpuplan::gui::installTranslations(*qApp, QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        GuiFixture::TearDown();
    }

    // The tool tip of a link's name in the Interconnect tab, as the table shows it now.
    QString noteShown(const char* link) {
        find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("interconnectTab"));
        find<gpuplan::gui::InterconnectTab>("interconnectTab")->refresh();
        auto* table = find<gpuplan::gui::ResultTable>("linkTable");
        const int row = table->rowOf(QString::fromLatin1(link));
        EXPECT_GE(row, 0) << link;
        return row < 0 ? QString() : table->model()->item(row, 0)->toolTip();
    }

    gpuplan::InterconnectSpec& link(gpuplan::Catalog& c, const char* id) {
        for (gpuplan::InterconnectSpec& l : c.interconnects)
            if (l.id == id)
                return l;
        ADD_FAILURE() << "no link " << id;
        return c.interconnects.front();
    }
};

// database/seed/interconnects.csv: "NVIDIA's '600 GB/s' is bidirectional (300 each way)."
TEST_F(LinkNotes, FrenchToolTipShowsTheFrenchNote) {
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    const QString shown = noteShown("nvlink3-a100");
    EXPECT_TRUE(shown.startsWith(
        QStringLiteral("Les «\u00a0600 GB/s\u00a0» de NVIDIA sont bidirectionnels (300 dans chaque sens). "
                       "efficacité 0,80 = estimation par défaut de GPU Planner")))
        << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("bidirectional"))) << shown.toStdString();
}

// Every note of the embedded catalog has its French: none is shown as the catalog writes it.
TEST_F(LinkNotes, EveryEmbeddedNoteIsShownInFrench) {
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    ASSERT_GE(session->catalog().interconnects.size(), 20u);
    for (const gpuplan::InterconnectSpec& l : session->catalog().interconnects) {
        ASSERT_FALSE(l.notes.empty()) << l.id;
        const QString shown = noteShown(l.id.c_str());
        EXPECT_NE(shown, QString::fromStdString(l.notes)) << l.id << ": no French for its note";
        EXPECT_FALSE(shown.isEmpty()) << l.id;
    }
}

// A note the user changed, even by a few words, is theirs: shown as written, in either language;
// so is a seed note moved to another link.
TEST_F(LinkNotes, AnEditedNoteIsShownAsWritten) {
    gpuplan::Catalog c = session->catalog();
    const std::string seed_note = link(c, "nvlink3-a100").notes;
    const std::string edited = seed_note + " Our DGX A100 measured 240 GB/s (2026-11).";
    link(c, "nvlink3-a100").notes = edited;
    link(c, "nvlink4-h100").notes = seed_note;
    session->setCatalog(c, session->catalogPath());
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(noteShown("nvlink3-a100"), QString::fromStdString(edited));
    EXPECT_EQ(noteShown("nvlink4-h100"), QString::fromStdString(seed_note));
    EXPECT_TRUE(noteShown("pcie4-x16").startsWith(QStringLiteral("16 GT/s\u00a0; ~1,97 GB/s par voie.")));
    gpuplan::gui::installTranslations(*qApp, QStringLiteral("en"));
    EXPECT_EQ(noteShown("nvlink3-a100"), QString::fromStdString(edited));
}

} // namespace

// The names too (database/seed/interconnects.csv: "NVLink 3 (A100 per GPU)"): French words in
// French, the catalog's text in English, and a name the user gave shown as written.
TEST_F(LinkNotes, NamesFollowTheLanguageUnlessTheUserRenamedTheLink) {
    auto nameShown = [&](const char* id) {
        noteShown(id);
        auto* table = find<gpuplan::gui::ResultTable>("linkTable");
        const int row = table->rowOf(QString::fromLatin1(id));
        return row < 0 ? QString() : table->model()->item(row, 0)->text();
    };
    EXPECT_EQ(nameShown("nvlink3-a100"), QStringLiteral("NVLink 3 (A100 per GPU)"));
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(nameShown("nvlink3-a100"), QStringLiteral("NVLink 3 (A100, par GPU)"));
    EXPECT_EQ(nameShown("ib-ndr-4x"), QStringLiteral("Port InfiniBand NDR 4x (ConnectX-7)"));
    EXPECT_EQ(nameShown("pcie4-x16"), QStringLiteral("PCIe 4.0 x16")); // no word to translate
    gpuplan::Catalog c = session->catalog();
    link(c, "nvlink3-a100").name = "NVLink 3 (our DGX A100)";
    session->setCatalog(c, session->catalogPath());
    EXPECT_EQ(nameShown("nvlink3-a100"), QStringLiteral("NVLink 3 (our DGX A100)"));
}

// A link named inside one of core's sentences (the recommendation's "needs ZeRO-3 over <link>",
// the split over systems) is written like the table writes it: the embedded catalog's name in
// French, a name the user gave as written. English is unchanged.
TEST_F(LinkNotes, LinkNamesInsideSentencesFollowTheLanguage) {
    using gpuplan::Message;
    using gpuplan::MessageId;
    const auto reason = [](const char* name, const char* id) {
        return Message(MessageId::ReasonCommunication,
                       {"ZeRO-3", Message(MessageId::LinkName, {name, id}), 31.0});
    };
    const Message embedded = reason("NVLink 3 (A100 per GPU)", "nvlink3-a100");
    const Message renamed = reason("NVLink 3 (our DGX A100)", "nvlink3-a100");
    const Message to_host =
        Message(MessageId::ReasonCommunication,
                {"ZeRO-3",
                 Message(MessageId::LinkToHost,
                         {Message(MessageId::LinkName, {"NVLink 3 (A100 per GPU)", "nvlink3-a100"})}),
                 40.0});
    EXPECT_EQ(embedded.english(),
              "needs ZeRO-3 over NVLink 3 (A100 per GPU): communication 31 % of step time");
    EXPECT_EQ(gpuplan::text::coreText(embedded).toStdString(), embedded.english());
    ASSERT_EQ(gpuplan::gui::installTranslations(*qApp, QStringLiteral("fr")), QStringLiteral("fr"));
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    const QString fr = gpuplan::text::coreText(embedded);
    EXPECT_TRUE(fr.contains(QStringLiteral("NVLink 3 (A100, par GPU)"))) << fr.toStdString();
    EXPECT_FALSE(fr.contains(QStringLiteral("needs"))) << fr.toStdString();
    EXPECT_TRUE(gpuplan::text::coreText(to_host).contains(QStringLiteral("NVLink 3 (A100, par GPU)")))
        << gpuplan::text::coreText(to_host).toStdString();
    EXPECT_TRUE(gpuplan::text::coreText(renamed).contains(QStringLiteral("NVLink 3 (our DGX A100)")))
        << gpuplan::text::coreText(renamed).toStdString();
}
