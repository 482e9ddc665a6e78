// The catalog tables behind CatalogTableAdapter: for each table, the titles of
// its columns (CatalogFields.h takes everything else from the database's
// description of the columns) and the store operations on its rows.
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

QString today() {
    return QDate::currentDate().toString(Qt::ISODate);
}

// "h100-sxm" -> "h100-sxm-copy", "h100-sxm-copy-2"... (the first id no row has).
template <typename Has> std::string freeId(const std::string& id, const Has& has) {
    std::string candidate = id + "-copy";
    for (int n = 2; has(candidate); ++n)
        candidate = id + "-copy-" + std::to_string(n);
    return candidate;
}

// The catalog's default currency for a new price or offer.
std::string defaultCurrency(const Catalog& c) {
    for (const auto& cur : c.currencies)
        if (cur.code == "EUR")
            return cur.code;
    return c.currencies.empty() ? std::string("EUR") : c.currencies.front().code;
}

std::string gpuOrFirst(const Catalog& c, const QString& gpu) {
    if (!gpu.isEmpty())
        return cells::ss(gpu);
    return c.gpus.empty() ? std::string() : c.gpus.front().id;
}

} // namespace

std::unique_ptr<CatalogTableAdapter> makeGpuTable(CatalogStore& store) {
    using G = GpuSpec;
    TableSpec<G, std::string> s;
    s.title = tr("GPUs");
    s.fields =
        fieldsOf(tables::gpuTable(),
                 {
                     {"id", tr("Id")},
                     {"vendor", tr("Vendor")},
                     {"name", tr("Name")},
                     {"architecture", tr("Architecture")},
                     {"release_year", tr("Release year")},
                     {"form_factor", tr("Form factor")},
                     {"vram_bytes", tr("VRAM (GiB)")},
                     {"memory_type", tr("Memory type")},
                     {"memory_bandwidth_bytes_per_s", tr("Memory bandwidth (GB/s)")},
                     {"fp32_flops", tr("FP32 (TFLOPS)")},
                     {"fp16_tensor_flops", tr("FP16 tensor, dense (TFLOPS)")},
                     {"fp16_fp32acc_tensor_flops", tr("FP16 tensor, FP32 acc., dense (TFLOPS)")},
                     {"bf16_tensor_flops", tr("BF16 tensor, dense (TFLOPS)")},
                     {"fp8_tensor_flops", tr("FP8 tensor, dense (TFLOPS)")},
                     {"int8_tensor_ops", tr("INT8 tensor, dense (TOPS)")},
                     {"tdp_w", tr("TDP (W)")},
                     {"pcie_gen", tr("PCIe generation")},
                     {"pcie_lanes", tr("PCIe width (lanes)")},
                     {"fabric", tr("Fabric (NVLink...)")},
                     {"fabric_bandwidth_bytes_per_s_both", tr("Fabric bandwidth, both directions (GB/s)")},
                     {"software_stack", tr("Software stack")},
                     {"pci_vendor_id", tr("PCI vendor id (hex)"), tr("PCI vendor id")},
                     {"pci_device_id", tr("PCI device id (hex)"), tr("PCI device id")},
                     {"launch_msrp_usd", tr("Launch price (USD)")},
                     {"driver_memory_bytes", tr("Memory the driver reports (GiB)")},
                     {"unified_memory_gpu_share", tr("GPU share of unified memory")},
                     {"sold_only_in_systems", tr("Sold only in systems")},
                     {"not_applicable", tr("Empty cells: why")},
                     {"derived", tr("Derived figures: how")},
                     {"source", tr("Source")},
                     {"notes", tr("Notes")},
                 });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.gpuRows(); };
    s.key = [](const G& g) { return g.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findGpu(id); };
    s.add = [](CatalogStore& st, const G& g) {
        st.add(g);
        return g.id;
    };
    s.update = [](CatalogStore& st, const G& g, std::int64_t r) { st.update(g, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteGpu(id, r); };
    s.problems = [](const CatalogStore& st, const G& g) { return st.problemsToAdd(g); };
    s.blank = [](const Catalog&, const QString&) { return G{}; };
    s.copyOf = [](const G& g, const Catalog& c) {
        G copy = g;
        copy.id = freeId(g.id, [&c](const std::string& id) { return c.findGpu(id) != nullptr; });
        copy.pci_device_id.reset(); // two rows must not claim the same device
        return copy;
    };
    s.gpu = [](const G& g) { return g.id; };
    // A figure no vendor publishes says how it was derived; an empty cell why it is empty.
    s.note = [](const G& g, const ColumnInfo& column) -> CellNote {
        if (column.fields.isEmpty())
            return {};
        const std::string field = cells::ss(column.fields.front());
        if (auto how = g.derivationFor(field); !how.empty()) {
            if (how.rfind("derived: ", 0) == 0)
                how.erase(0, 9); // the column's own word, said by the sentence
            return {tr("No vendor figure, derived: %1").arg(cells::qs(how)), true};
        }
        if (const auto why = g.reasonFor(field); !why.empty())
            return {tr("Empty: %1").arg(cells::qs(why)), false};
        return {};
    };
    return std::make_unique<StoreTable<G, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makePriceTable(CatalogStore& store) {
    using P = GpuPrice;
    TableSpec<P, std::int64_t> s;
    s.title = tr("Prices");
    s.fields = fieldsOf(tables::priceTable(), {
                                                  {"id", tr("Id")},
                                                  {"gpu_id", tr("GPU")},
                                                  {"amount", tr("Price per GPU (in Currency)")},
                                                  {"amount_low", tr("Range low (in Currency)")},
                                                  {"amount_high", tr("Range high (in Currency)")},
                                                  {"currency", tr("Currency")},
                                                  {"date", tr("Date (YYYY-MM-DD)")},
                                                  {"condition", tr("Condition")},
                                                  {"estimate", tr("Estimate")},
                                                  {"source", tr("Source")},
                                                  {"notes", tr("Notes")},
                                              });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.priceRows(); };
    s.key = [](const P& p) { return p.id; };
    s.find = [](const CatalogStore& st, const std::int64_t& id) { return st.findPrice(id); };
    s.add = [](CatalogStore& st, const P& p) { return st.add(p); };
    s.update = [](CatalogStore& st, const P& p, std::int64_t r) { st.update(p, r); };
    s.remove = [](CatalogStore& st, const std::int64_t& id, std::int64_t r) { st.deletePrice(id, r); };
    s.problems = [](const CatalogStore& st, const P& p) { return st.problemsToAdd(p); };
    s.blank = [](const Catalog& c, const QString& gpu) {
        P p;
        p.gpu_id = gpuOrFirst(c, gpu);
        p.currency = defaultCurrency(c);
        p.date = cells::ss(today());
        p.condition = "new";
        return p;
    };
    s.copyOf = [](const P& p, const Catalog&) {
        P copy = p;
        copy.id = 0;
        copy.date = cells::ss(today());
        return copy;
    };
    s.gpu = [](const P& p) { return p.gpu_id; };
    return std::make_unique<StoreTable<P, std::int64_t>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeOfferTable(CatalogStore& store) {
    using O = CloudOffer;
    TableSpec<O, std::string> s;
    s.title = tr("Cloud offers");
    const auto& offers = tables::offerTable();
    s.fields = fieldsOf(offers, {
                                    {"id", tr("Id")},
                                    {"provider", tr("Provider")},
                                    {"gpu_id", tr("GPU")},
                                    {"gpu_count", tr("GPUs per instance")},
                                    {"price_per_hour", tr("Price per hour (whole instance, in Currency)")},
                                });
    // Computed: the instance's price shared by its GPUs.
    s.fields.push_back({{tr("Price per GPU-hour (in Currency)"), {}, CellKind::Number, false},
                        [](const O& o) { return QString::number(o.pricePerGpuHour(), 'g', 10); },
                        {},
                        {}});
    for (auto& f : fieldsOf(offers, {
                                        {"currency", tr("Currency")},
                                        {"pricing", tr("Pricing")},
                                        {"region", tr("Region")},
                                        {"date", tr("Date (YYYY-MM-DD)")},
                                        {"instance_type", tr("Instance type")},
                                        {"source", tr("Source")},
                                        {"notes", tr("Notes")},
                                        {"split", tr("Rents GPUs singly")},
                                        {"billing_increment_s", tr("Billing increment (s)")},
                                        {"billing_minimum_s", tr("Minimum billed (s)")},
                                        {"startup_s", tr("Start-up time (s)")},
                                        {"billing_source", tr("Billing terms source")},
                                    }))
        s.fields.push_back(std::move(f));
    s.list = [](const CatalogStore& st, const Catalog&) { return st.offerRows(); };
    s.key = [](const O& o) { return o.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findOffer(id); };
    s.add = [](CatalogStore& st, const O& o) {
        st.add(o);
        return o.id;
    };
    s.update = [](CatalogStore& st, const O& o, std::int64_t r) { st.update(o, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteOffer(id, r); };
    s.problems = [](const CatalogStore& st, const O& o) { return st.problemsToAdd(o); };
    s.blank = [](const Catalog& c, const QString& gpu) {
        O o;
        o.gpu_id = gpuOrFirst(c, gpu);
        o.currency = defaultCurrency(c);
        o.pricing = "on-demand";
        o.date = cells::ss(today());
        return o;
    };
    s.copyOf = [](const O& o, const Catalog& c) {
        O copy = o;
        copy.id = freeId(o.id, [&c](const std::string& id) { return c.findOffer(id) != nullptr; });
        copy.date = cells::ss(today());
        return copy;
    };
    s.gpu = [](const O& o) { return o.gpu_id; };
    return std::make_unique<StoreTable<O, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeInterconnectTable(CatalogStore& store) {
    using I = InterconnectSpec;
    TableSpec<I, std::string> s;
    s.title = tr("Interconnects");
    s.fields = fieldsOf(tables::interconnectTable(),
                        {
                            {"id", tr("Id")},
                            {"name", tr("Name")},
                            {"kind", tr("Kind")},
                            {"generation", tr("Generation")},
                            {"lanes_or_links", tr("Lanes / links")},
                            {"per_direction_bytes_per_s", tr("Per direction (GB/s)")},
                            {"both_directions_bytes_per_s", tr("Both directions (GB/s)")},
                            {"latency_s", tr("Latency (µs)")},
                            {"efficiency", tr("Efficiency (0-1)")},
                            {"source", tr("Source")},
                            {"notes", tr("Notes")},
                        });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.interconnectRows(); };
    s.key = [](const I& i) { return i.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findInterconnect(id); };
    s.add = [](CatalogStore& st, const I& i) {
        st.add(i);
        return i.id;
    };
    s.update = [](CatalogStore& st, const I& i, std::int64_t r) { st.update(i, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteInterconnect(id, r); };
    s.problems = [](const CatalogStore& st, const I& i) { return st.problemsToAdd(i); };
    s.blank = [](const Catalog&, const QString&) { return I{}; };
    s.copyOf = [](const I& i, const Catalog& c) {
        I copy = i;
        copy.id = freeId(i.id, [&c](const std::string& id) { return c.findInterconnect(id) != nullptr; });
        return copy;
    };
    return std::make_unique<StoreTable<I, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeModelTable(CatalogStore& store) {
    using M = CatalogModel;
    TableSpec<M, std::string> s;
    s.title = tr("Models");
    s.fields =
        fieldsOf(tables::modelTable(), {
                                           {"id", tr("Id")},
                                           {"name", tr("Name")},
                                           {"family", tr("Family (model_type)")},
                                           {"layers", tr("Layers")},
                                           {"hidden", tr("Hidden size")},
                                           {"heads", tr("Attention heads")},
                                           {"kv_heads", tr("KV heads")},
                                           {"head_dim", tr("Head size")},
                                           {"intermediate", tr("FFN size (per expert)")},
                                           {"ffn", tr("FFN (gated3: SwiGLU, mlp2: GELU)")},
                                           {"vocab", tr("Vocabulary (tokens)")},
                                           {"tied_embeddings", tr("Tied embeddings")},
                                           {"max_context", tr("Max context (tokens)")},
                                           {"learned_positions", tr("Learned positions (rows)")},
                                           {"token_types", tr("Token types (rows)")},
                                           {"qkv_bias", tr("QKV bias")},
                                           {"attn_out_bias", tr("Attention output bias")},
                                           {"mlp_bias", tr("MLP bias")},
                                           {"norm", tr("Norm")},
                                           {"norms_per_layer", tr("Norms per layer")},
                                           {"final_norm", tr("Final norm")},
                                           {"embedding_norm", tr("Embedding norm")},
                                           {"pooler", tr("Pooler")},
                                           {"experts", tr("Experts (0: dense)")},
                                           {"experts_per_token", tr("Experts per token")},
                                           {"router_bias", tr("Router bias")},
                                           {"dense_layers", tr("Dense FFN layers (MoE)")},
                                           {"dense_intermediate", tr("Dense FFN size (MoE)")},
                                           {"shared_expert_intermediate", tr("Shared expert FFN size")},
                                           {"shared_expert_gate", tr("Shared expert gate")},
                                           {"expert_weights_format", tr("Expert weights format")},
                                           {"qk_norm", tr("Q/K norm (none, head, projection)")},
                                           {"attention_sinks", tr("Attention sinks")},
                                           {"q_lora_rank", tr("MLA query rank (0: q_proj)")},
                                           {"kv_lora_rank", tr("MLA KV latent rank (0: no MLA)")},
                                           {"qk_rope_head_dim", tr("MLA RoPE key size")},
                                           {"v_head_dim", tr("MLA value head size")},
                                           {"sliding_window", tr("Sliding window (tokens)")},
                                           {"sliding_layers", tr("Sliding-window layers")},
                                           {"mtp_layers", tr("MTP layers (not counted)")},
                                           {"vision_params", tr("Vision tower parameters (not counted)")},
                                           {"dropout", tr("Dropout in training")},
                                           {"source", tr("Source")},
                                           {"notes", tr("Notes")},
                                       });
    s.list = [](const CatalogStore& st, const Catalog&) { return st.modelRows(); };
    s.key = [](const M& m) { return m.spec.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findModel(id); };
    s.add = [](CatalogStore& st, const M& m) {
        st.add(m);
        return m.spec.id;
    };
    s.update = [](CatalogStore& st, const M& m, std::int64_t r) { st.update(m, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteModel(id, r); };
    s.problems = [](const CatalogStore& st, const M& m) { return st.problemsToAdd(m); };
    s.blank = [](const Catalog&, const QString&) { return M{}; };
    s.copyOf = [](const M& m, const Catalog& c) {
        M copy = m;
        copy.spec.id = freeId(m.spec.id, [&c](const std::string& id) { return c.findModel(id) != nullptr; });
        copy.config_json.clear(); // no longer that config.json once edited
        return copy;
    };
    return std::make_unique<StoreTable<M, std::string>>(store, std::move(s));
}

namespace {

// A currency with its exchange rate (EUR, the reference, has none: shown as 1).
struct CurrencyRow {
    Currency currency;
    ExchangeRate rate;
};

// A column of a part of the row (the currency, or its rate) over the whole row.
template <typename S> tables::Column<CurrencyRow> over(const tables::Column<S>& c, S CurrencyRow::*part) {
    tables::Column<CurrencyRow> out;
    out.name = c.name;
    out.kind = c.kind;
    out.nullable = c.nullable;
    out.unit = c.unit;
    out.allowed = c.allowed;
    out.lowest = c.lowest;
    out.highest = c.highest;
    out.check = c.check;
    out.get = [get = c.get, part](const CurrencyRow& r) { return get(r.*part); };
    out.set = [set = c.set, part](CurrencyRow& r, const tables::Value& v) { set(r.*part, v); };
    return out;
}

// The currencies table joined with the exchange rates, as the editor shows them.
const tables::Table<CurrencyRow>& currencyRowTable() {
    static const tables::Table<CurrencyRow> table = [] {
        const auto& currencies = tables::currencyTable();
        const auto& rates = tables::rateTable();
        tables::Table<CurrencyRow> t;
        t.key = currencies.key;
        for (const char* name : {"code", "name"})
            t.io_columns.push_back(over(currencies.ioColumn(name), &CurrencyRow::currency));
        for (const char* name : {"per_eur", "date", "source"})
            t.io_columns.push_back(over(rates.ioColumn(name), &CurrencyRow::rate));
        return t;
    }();
    return table;
}

} // namespace

std::unique_ptr<CatalogTableAdapter> makeCurrencyTable(CatalogStore& store) {
    using C = CurrencyRow;
    TableSpec<C, std::string> s;
    s.title = tr("Currencies");
    s.fields = fieldsOf(currencyRowTable(), {
                                                {"code", tr("Code (ISO 4217)")},
                                                {"name", tr("Name")},
                                                {"per_eur", tr("Units for 1 EUR")},
                                                {"date", tr("Rate date (YYYY-MM-DD)")},
                                                {"source", tr("Rate source")},
                                            });
    // The code names the currency and its rate.
    Field<C>& code_field = s.fields.front();
    code_field.info.fields << QStringLiteral("currency");
    code_field.set = [](C& c, const QString& t) {
        c.currency.code = cells::ss(t);
        c.rate.currency = c.currency.code;
    };
    auto row = [](const Currency& cur, const std::optional<Versioned<ExchangeRate>>& rate) {
        Versioned<C> r;
        r.value.currency = cur;
        if (rate) {
            r.value.rate = rate->value;
            r.revision = rate->revision;
        } else {
            r.value.rate.currency = cur.code;
            r.value.rate.per_eur = cur.code == "EUR" ? 1.0 : 0.0;
            r.value.rate.date.clear();
            r.value.rate.source = cur.code == "EUR" ? cells::ss(tr("the reference currency")) : std::string();
        }
        return r;
    };
    s.list = [row](const CatalogStore& st, const Catalog& c) {
        const auto rates = st.rateRows();
        std::vector<Versioned<C>> out;
        for (const auto& cur : c.currencies) {
            std::optional<Versioned<ExchangeRate>> rate;
            for (const auto& r : rates)
                if (r.value.currency == cur.code)
                    rate = r;
            out.push_back(row(cur, rate));
        }
        return out;
    };
    s.key = [](const C& c) { return c.currency.code; };
    s.find = [row](const CatalogStore& st, const std::string& code) -> std::optional<Versioned<C>> {
        const auto cur = st.findCurrency(code);
        if (!cur)
            return std::nullopt;
        return row(*cur, st.findRate(code));
    };
    s.add = [](CatalogStore& st, const C& c) {
        st.add(c.currency, c.rate);
        return c.currency.code;
    };
    s.update = [](CatalogStore& st, const C& c, std::int64_t r) { st.update(c.currency, c.rate, r); };
    s.remove = [](CatalogStore& st, const std::string& code, std::int64_t r) { st.deleteCurrency(code, r); };
    s.problems = [](const CatalogStore& st, const C& c) { return st.problemsToAdd(c.currency, c.rate); };
    s.blank = [](const Catalog&, const QString&) {
        C c;
        c.rate.per_eur = 0;
        c.rate.date = cells::ss(today());
        return c;
    };
    s.copyOf = [](const C& c, const Catalog&) {
        C copy = c;
        copy.currency.code.clear();
        copy.rate.currency.clear();
        copy.rate.date = cells::ss(today());
        return copy;
    };
    s.fixed = [](const C& c) { return c.currency.code == "EUR"; };
    return std::make_unique<StoreTable<C, std::string>>(store, std::move(s));
}

} // namespace gpuplan::gui
