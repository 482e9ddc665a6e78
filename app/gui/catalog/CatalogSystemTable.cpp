// The systems table of the catalog editor: the servers, workstations and desktops that
// hold GPUs, with the titles of their columns (CatalogFields.h takes everything else
// from the database's description) and the store operations on their rows.
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

std::unique_ptr<CatalogTableAdapter> makeSystemTable(CatalogStore& store) {
    using S = System;
    TableSpec<S, std::string> s;
    s.title = tr("Systems");
    s.fields = fieldsOf(tables::systemTable(), {
                                                   {"id", tr("Id")},
                                                   {"name", tr("Name")},
                                                   {"vendor", tr("Vendor")},
                                                   {"kind", tr("Kind")},
                                                   {"gpu_slots", tr("GPU slots")},
                                                   {"gpu_form_factor", tr("GPU form factor")},
                                                   {"included_gpu", tr("Sold with GPU")},
                                                   {"included_gpu_count", tr("GPUs included")},
                                                   {"amount", tr("Price of the system (in Currency)")},
                                                   {"amount_low", tr("Range low (in Currency)")},
                                                   {"amount_high", tr("Range high (in Currency)")},
                                                   {"currency", tr("Currency")},
                                                   {"date", tr("Date (YYYY-MM-DD)")},
                                                   {"estimate", tr("Estimate")},
                                                   {"power_w", tr("Power without GPUs (W)")},
                                                   {"psu_w", tr("Power supply (W)")},
                                                   {"pcie_gen", tr("PCIe generation of the slots")},
                                                   {"host_ram_bytes", tr("Host RAM (GiB)")},
                                                   {"fabric", tr("Fabric")},
                                                   {"network_link", tr("Network link")},
                                                   {"source", tr("Source")},
                                                   {"notes", tr("Notes")},
                                               });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.systemRows(); };
    s.key = [](const S& x) { return x.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findSystem(id); };
    s.add = [](CatalogStore& st, const S& x) {
        st.add(x);
        return x.id;
    };
    s.update = [](CatalogStore& st, const S& x, std::int64_t r) { st.update(x, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteSystem(id, r); };
    s.problems = [](const CatalogStore& st, const S& x) { return st.problemsToAdd(x); };
    s.blank = [](const Catalog& c, const QString&) {
        S x;
        x.kind = "workstation";
        x.gpu_form_factor = "pcie";
        x.currency = c.currencies.empty() ? std::string("EUR") : c.currencies.front().code;
        for (const auto& cur : c.currencies)
            if (cur.code == "EUR")
                x.currency = cur.code;
        x.date = cells::ss(QDate::currentDate().toString(Qt::ISODate));
        return x;
    };
    s.copyOf = [](const S& x, const Catalog& c) {
        S copy = x;
        std::string id = x.id + "-copy";
        for (int n = 2; c.findSystem(id); ++n)
            id = x.id + "-copy-" + std::to_string(n);
        copy.id = id;
        copy.date = cells::ss(QDate::currentDate().toString(Qt::ISODate));
        return copy;
    };
    s.gpu = [](const S& x) { return x.included_gpu; };
    return std::make_unique<StoreTable<S, std::string>>(store, std::move(s));
}

} // namespace gpuplan::gui
