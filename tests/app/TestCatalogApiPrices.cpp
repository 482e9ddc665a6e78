// The API prices tab of the catalog editor (schema 7): its rows edited in place and added,
// a negative price refused next to the cell with the store's words, the file untouched;
// what reached the file is read back by the CLI, a second process.
#include "CatalogWindowFixture.h"

using namespace catalog_test;

TEST_F(CatalogWindowTest, ApiPricesAreEditedInPlaceAndANegativePriceIsRefused) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::ApiPrices);
    EXPECT_EQ(w.findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->tabText(CatalogWindow::ApiPrices),
              QStringLiteral("API prices"));
    auto* view = w.tableView(CatalogWindow::ApiPrices);
    const QString id = QStringLiteral("together-llama-3.3-70b-instruct-turbo");
    const QModelIndex row = findRow(w, CatalogWindow::ApiPrices, QStringLiteral("id"), id);
    ASSERT_TRUE(row.isValid());
    EXPECT_EQ(cell(w, CatalogWindow::ApiPrices, row, QStringLiteral("model_id")).data().toString(),
              QStringLiteral("llama-3.3-70b"));
    const QModelIndex input = cell(w, CatalogWindow::ApiPrices, row, QStringLiteral("input_per_million"));
    const QString old_input = input.data().toString();
    const QByteArray before = fileBytes(path);

    typeInto(view, input, QStringLiteral("-0.5"));

    EXPECT_EQ(fileBytes(path), before); // byte for byte
    QLabel* bubble = w.cellMessage();
    ASSERT_TRUE(bubble->isVisible());
    EXPECT_TRUE(bubble->text().contains(QStringLiteral("input_per_million must not be negative, got -0.5")))
        << bubble->text().toStdString();
    const QModelIndex now =
        cell(w, CatalogWindow::ApiPrices, findRow(w, CatalogWindow::ApiPrices, QStringLiteral("id"), id),
             QStringLiteral("input_per_million"));
    EXPECT_TRUE(
        now.data(CatalogTableModel::ErrorRole).toString().contains(QStringLiteral("must not be negative")));
    EXPECT_EQ(now.data().toString(), old_input); // the value was refused
    EXPECT_EQ(w.undoStack()->count(), 0);
    EXPECT_DOUBLE_EQ(
        cliRow(path, QStringLiteral("api-prices"), id).value(QStringLiteral("input_per_million")).toDouble(),
        0.88);

    // The next good value is saved, the mark goes, and undo puts the old price back.
    typeInto(view, now, QStringLiteral("0.9"));
    EXPECT_FALSE(w.cellMessage()->isVisible());
    EXPECT_DOUBLE_EQ(
        cliRow(path, QStringLiteral("api-prices"), id).value(QStringLiteral("input_per_million")).toDouble(),
        0.9);
    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(
        cliRow(path, QStringLiteral("api-prices"), id).value(QStringLiteral("input_per_million")).toDouble(),
        0.88);

    // A date that is not one is refused too, with the store's words.
    const QModelIndex date =
        cell(w, CatalogWindow::ApiPrices, findRow(w, CatalogWindow::ApiPrices, QStringLiteral("id"), id),
             QStringLiteral("date"));
    typeInto(view, date, QStringLiteral("soon"));
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("date must be a date YYYY-MM-DD")))
        << w.cellMessage()->text().toStdString();
    EXPECT_EQ(cliRow(path, QStringLiteral("api-prices"), id).value(QStringLiteral("date")).toString(),
              QStringLiteral("2025-07-03"));
}

TEST_F(CatalogWindowTest, ANewApiPriceIsWrittenOnceTheStoreAcceptsIt) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::ApiPrices);
    auto* view = w.tableView(CatalogWindow::ApiPrices);
    const QByteArray before = fileBytes(path);
    ASSERT_TRUE(w.addRow(CatalogWindow::ApiPrices));
    // Dollars and today by default; what the store still wants is marked.
    EXPECT_EQ(draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("currency")).data().toString(),
              QStringLiteral("USD"));
    EXPECT_EQ(draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("date")).data().toString(),
              QDate::currentDate().toString(Qt::ISODate));
    for (const char* f : {"id", "provider", "model", "source"})
        EXPECT_FALSE(draftCell(w, CatalogWindow::ApiPrices, QLatin1String(f))
                         .data(CatalogTableModel::ErrorRole)
                         .toString()
                         .isEmpty())
            << f << " is not marked";
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("id")), QStringLiteral("test-api"));
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("provider")),
             QStringLiteral("Host"));
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("model")), QStringLiteral("llama"));
    // The catalog model is picked among the catalog's models.
    pick(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("model_id")),
         QStringLiteral("llama-3.1-8b"));
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("output_per_million")),
             QStringLiteral("-2"));
    EXPECT_TRUE(draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("output_per_million"))
                    .data(CatalogTableModel::ErrorRole)
                    .toString()
                    .contains(QStringLiteral("output_per_million must not be negative, got -2")));
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("input_per_million")),
             QStringLiteral("0.2"));
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("output_per_million")),
             QStringLiteral("0.6"));
    EXPECT_EQ(fileBytes(path), before); // no source yet: nothing written
    EXPECT_TRUE(cliRow(path, QStringLiteral("api-prices"), QStringLiteral("test-api")).isEmpty());
    typeInto(view, draftCell(w, CatalogWindow::ApiPrices, QStringLiteral("source")),
             QStringLiteral("https://example.invalid/pricing"));
    const QJsonObject a = cliRow(path, QStringLiteral("api-prices"), QStringLiteral("test-api"));
    ASSERT_FALSE(a.isEmpty());
    EXPECT_DOUBLE_EQ(a[QStringLiteral("input_per_million")].toDouble(), 0.2);
    EXPECT_DOUBLE_EQ(a[QStringLiteral("output_per_million")].toDouble(), 0.6);
    EXPECT_TRUE(a[QStringLiteral("cached_input_per_million")].isNull());
    EXPECT_EQ(a[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    EXPECT_EQ(a[QStringLiteral("model_id")].toString(), QStringLiteral("llama-3.1-8b"));
}
