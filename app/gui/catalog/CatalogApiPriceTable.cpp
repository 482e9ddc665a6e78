// The API prices table of the catalog editor: hosted models' published prices per million
// tokens, with the titles of their columns (CatalogFields.h takes everything else from the
// database's description: a negative price is the store's to refuse, with its message) and the
// store operations on their rows.
#include "gui/catalog/CatalogTableAdapter.h"

#include "gui/catalog/CatalogFields.h"
#include "gui/catalog/StoreTable.h"

#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <QCoreApplication>
#include <QDate>

#include <memory>
#include <string>

namespace gpuplan::gui {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui", text);
}
} // namespace

std::unique_ptr<CatalogTableAdapter> makeApiPriceTable(CatalogStore& store) {
    using A = ApiPrice;
    TableSpec<A, std::string> s;
    s.title = tr("API prices");
    s.fields =
        fieldsOf(tables::apiPriceTable(),
                 {
                     {"id", tr("Id")},
                     {"provider", tr("Provider")},
                     {"model", tr("Provider's model")},
                     {"model_id", tr("Catalog model")},
                     {"input_per_million", tr("Input, per million tokens (in Currency)")},
                     {"output_per_million", tr("Output, per million tokens (in Currency)")},
                     {"cached_input_per_million", tr("Cached input, per million tokens (in Currency)")},
                     {"currency", tr("Currency")},
                     {"date", tr("Date (YYYY-MM-DD)")},
                     {"source", tr("Source (price page)")},
                     {"notes", tr("Notes")},
                 });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.apiPriceRows(); };
    s.key = [](const A& a) { return a.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findApiPrice(id); };
    s.add = [](CatalogStore& st, const A& a) {
        st.add(a);
        return a.id;
    };
    s.update = [](CatalogStore& st, const A& a, std::int64_t r) { st.update(a, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteApiPrice(id, r); };
    s.problems = [](const CatalogStore& st, const A& a) { return st.problemsToAdd(a); };
    s.blank = [](const Catalog& c, const QString&) {
        A a;
        a.currency = c.currencies.empty() ? std::string("USD") : c.currencies.front().code;
        for (const auto& cur : c.currencies)
            if (cur.code == "USD") // hosted models are priced in dollars
                a.currency = cur.code;
        a.date = cells::ss(QDate::currentDate().toString(Qt::ISODate));
        return a;
    };
    s.copyOf = [](const A& a, const Catalog& c) {
        A copy = a;
        std::string id = a.id + "-copy";
        for (int n = 2; c.findApiPrice(id); ++n)
            id = a.id + "-copy-" + std::to_string(n);
        copy.id = id;
        copy.date = cells::ss(QDate::currentDate().toString(Qt::ISODate));
        return copy;
    };
    return std::make_unique<StoreTable<A, std::string>>(store, std::move(s));
}

} // namespace gpuplan::gui
