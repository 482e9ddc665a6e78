// The five catalog tables behind CatalogTableAdapter: one generic table over a
// list of fields per value type.
#include "CatalogTableAdapter.h"

#include "CatalogStore.h"

#include <QCoreApplication>
#include <QDate>

#include <cmath>
#include <memory>
#include <set>

namespace gpuplan::gui {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui::CatalogTable", text);
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
std::string ss(const QString& s) {
    return s.trimmed().toStdString();
}

QString number(double v, double scale = 1.0) {
    return QString::number(v / scale, 'g', 8);
}
template <typename N> QString optNumber(const std::optional<N>& v, double scale = 1.0) {
    return v ? number(static_cast<double>(*v), scale) : QString();
}

// Reading a cell: only "is it a number"; every range check is the store's.
double parseNumber(const QString& text, const QString& field) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw InputError(ss(tr("%1 must be a number, got '%2'").arg(field, text)));
    return v;
}
std::optional<double> parseOptNumber(const QString& text, const QString& field) {
    if (text.trimmed().isEmpty())
        return std::nullopt;
    return parseNumber(text, field);
}
std::optional<int> parseOptInt(const QString& text, const QString& field) {
    const auto v = parseOptNumber(text, field);
    if (!v)
        return std::nullopt;
    return static_cast<int>(std::lround(*v));
}
template <typename U> U parseUnsigned(const QString& text, const QString& field, double scale = 1.0) {
    const double v = parseNumber(text, field) * scale;
    if (v < 0)
        throw InputError(ss(tr("%1 must not be negative, got %2").arg(field, text)));
    return static_cast<U>(std::llround(v));
}
bool parseBool(const QString& text) {
    const QString t = text.trimmed().toLower();
    return t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1");
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kGB = 1e9;
constexpr double kT = 1e12;

template <typename T> struct Field {
    QString header;
    std::function<QString(const T&)> get;
    std::function<void(T&, const QString&)> set; // empty: read-only
};

template <typename T, typename Key> struct TableSpec {
    QString title;
    std::vector<Field<T>> fields;
    std::function<const std::vector<T>&(const Catalog&)> rows;
    std::function<Key(const T&)> key;
    std::function<std::optional<Versioned<T>>(const CatalogStore&, const Key&)> find;
    std::function<Key(CatalogStore&, const T&)> add;
    std::function<void(CatalogStore&, const T&, std::int64_t)> update;
    std::function<void(CatalogStore&, const Key&, std::int64_t)> remove;
    std::function<T(const T&, const Catalog&)> copyOf;
    std::function<std::string(const T&)> gpu; // empty when the table has no GPU column
};

template <typename T, typename Key> class StoreTable : public CatalogTableAdapter {
public:
    StoreTable(CatalogStore& store, TableSpec<T, Key> spec)
        : store_(store), spec_(std::make_shared<const TableSpec<T, Key>>(std::move(spec))) {}

    QString title() const override { return spec_->title; }
    QStringList headers() const override {
        QStringList h;
        for (const auto& f : spec_->fields)
            h << f.header;
        return h;
    }
    void reload(const CatalogStore& store) override {
        catalog_ = store.load();
        rows_.clear();
        for (const T& v : spec_->rows(catalog_))
            if (auto found = spec_->find(store, spec_->key(v)))
                rows_.push_back(std::move(*found));
    }
    int rowCount() const override { return static_cast<int>(rows_.size()); }
    QString text(int row, int column) const override {
        return spec_->fields.at(static_cast<std::size_t>(column))
            .get(rows_.at(static_cast<std::size_t>(row)).value);
    }
    bool isEditable(int column) const override {
        return static_cast<bool>(spec_->fields.at(static_cast<std::size_t>(column)).set);
    }
    QString gpuId(int row) const override {
        return spec_->gpu ? qs(spec_->gpu(rows_.at(static_cast<std::size_t>(row)).value)) : QString();
    }

    CatalogEdit setText(int row, int column, const QString& text) override {
        const auto& current = rows_.at(static_cast<std::size_t>(row));
        const T before = current.value;
        T after = before;
        spec_->fields.at(static_cast<std::size_t>(column)).set(after, text);
        auto state = std::make_shared<State>(State{spec_->key(before), current.revision});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] {
                    spec->update(*store, after, state->revision);
                    state->revision = revisionOf(*spec, *store, state->key);
                },
                [=] {
                    spec->update(*store, before, state->revision);
                    state->revision = revisionOf(*spec, *store, state->key);
                }};
    }

    CatalogEdit duplicate(int row) override {
        const T copy = spec_->copyOf(rows_.at(static_cast<std::size_t>(row)).value, catalog_);
        auto state = std::make_shared<State>(State{spec_->key(copy), 0});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] {
                    state->key = spec->add(*store, copy);
                    state->revision = revisionOf(*spec, *store, state->key);
                },
                [=] { spec->remove(*store, state->key, state->revision); }};
    }

    CatalogEdit remove(int row) override {
        const auto& current = rows_.at(static_cast<std::size_t>(row));
        const T value = current.value;
        auto state = std::make_shared<State>(State{spec_->key(value), current.revision});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] { spec->remove(*store, state->key, state->revision); },
                [=] {
                    state->key = spec->add(*store, value);
                    state->revision = revisionOf(*spec, *store, state->key);
                }};
    }

private:
    struct State {
        Key key;
        std::int64_t revision = 0;
    };
    static std::int64_t revisionOf(const TableSpec<T, Key>& spec, const CatalogStore& store, const Key& key) {
        const auto found = spec.find(store, key);
        return found ? found->revision : 0;
    }

    CatalogStore& store_;
    std::shared_ptr<const TableSpec<T, Key>> spec_;
    Catalog catalog_;
    std::vector<Versioned<T>> rows_;
};

// "h100-sxm" -> "h100-sxm-copy", "h100-sxm-copy-2"... (the first id no row has).
template <typename T, typename Has> std::string freeId(const std::string& id, const Has& has) {
    std::string candidate = id + "-copy";
    for (int n = 2; has(candidate); ++n)
        candidate = id + "-copy-" + std::to_string(n);
    return candidate;
}

template <typename T>
Field<T> textField(const QString& header, std::string T::*member, bool editable = true) {
    Field<T> f{header, [member](const T& v) { return qs(v.*member); }, {}};
    if (editable)
        f.set = [member](T& v, const QString& t) { v.*member = ss(t); };
    return f;
}

} // namespace

std::unique_ptr<CatalogTableAdapter> makeGpuTable(CatalogStore& store) {
    TableSpec<GpuSpec, std::string> s;
    s.title = tr("GPUs");
    s.fields = {
        textField(tr("Id"), &GpuSpec::id, false),
        textField(tr("Vendor"), &GpuSpec::vendor),
        textField(tr("Name"), &GpuSpec::name),
        textField(tr("Architecture"), &GpuSpec::architecture),
        textField(tr("Form factor"), &GpuSpec::form_factor),
        {tr("VRAM (GiB)"), [](const GpuSpec& g) { return number(static_cast<double>(g.vram_bytes), kGiB); },
         [](GpuSpec& g, const QString& t) {
             g.vram_bytes = parseUnsigned<std::uint64_t>(t, tr("VRAM"), kGiB);
         }},
        {tr("Memory bandwidth (GB/s)"),
         [](const GpuSpec& g) { return number(g.memory_bandwidth_bytes_per_s, kGB); },
         [](GpuSpec& g, const QString& t) {
             g.memory_bandwidth_bytes_per_s = parseNumber(t, tr("Memory bandwidth")) * kGB;
         }},
        {tr("FP32 (TFLOPS)"), [](const GpuSpec& g) { return optNumber(g.fp32_flops, kT); },
         [](GpuSpec& g, const QString& t) {
             const auto v = parseOptNumber(t, tr("FP32"));
             g.fp32_flops = v ? std::optional(*v * kT) : std::nullopt;
         }},
        {tr("BF16 tensor, dense (TFLOPS)"),
         [](const GpuSpec& g) { return optNumber(g.bf16_tensor_flops, kT); },
         [](GpuSpec& g, const QString& t) {
             const auto v = parseOptNumber(t, tr("BF16 tensor"));
             g.bf16_tensor_flops = v ? std::optional(*v * kT) : std::nullopt;
         }},
        {tr("TDP (W)"), [](const GpuSpec& g) { return optNumber(g.tdp_w); },
         [](GpuSpec& g, const QString& t) { g.tdp_w = parseOptNumber(t, tr("TDP")); }},
        {tr("Release year"), [](const GpuSpec& g) { return optNumber(g.release_year); },
         [](GpuSpec& g, const QString& t) { g.release_year = parseOptInt(t, tr("Release year")); }},
        textField(tr("Source"), &GpuSpec::source),
        textField(tr("Notes"), &GpuSpec::notes),
    };
    s.rows = [](const Catalog& c) -> const std::vector<GpuSpec>& { return c.gpus; };
    s.key = [](const GpuSpec& g) { return g.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findGpu(id); };
    s.add = [](CatalogStore& st, const GpuSpec& g) {
        st.add(g);
        return g.id;
    };
    s.update = [](CatalogStore& st, const GpuSpec& g, std::int64_t r) { st.update(g, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteGpu(id, r); };
    s.copyOf = [](const GpuSpec& g, const Catalog& c) {
        GpuSpec copy = g;
        copy.id = freeId<GpuSpec>(g.id, [&c](const std::string& id) { return c.findGpu(id) != nullptr; });
        copy.pci_device_id.reset(); // two rows must not claim the same device
        return copy;
    };
    s.gpu = [](const GpuSpec& g) { return g.id; };
    return std::make_unique<StoreTable<GpuSpec, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makePriceTable(CatalogStore& store) {
    TableSpec<GpuPrice, std::int64_t> s;
    s.title = tr("Prices");
    s.fields = {
        {tr("Id"), [](const GpuPrice& p) { return QString::number(p.id); }, {}},
        textField(tr("GPU"), &GpuPrice::gpu_id),
        {tr("Price per GPU (in Currency)"), [](const GpuPrice& p) { return number(p.amount); },
         [](GpuPrice& p, const QString& t) { p.amount = parseNumber(t, tr("Price")); }},
        textField(tr("Currency (ISO 4217)"), &GpuPrice::currency),
        textField(tr("Date (YYYY-MM-DD)"), &GpuPrice::date),
        textField(tr("Condition (new/used)"), &GpuPrice::condition),
        {tr("Estimate"), [](const GpuPrice& p) { return p.estimate ? tr("yes") : tr("no"); },
         [](GpuPrice& p, const QString& t) { p.estimate = parseBool(t) || t.trimmed() == tr("yes"); }},
        textField(tr("Source"), &GpuPrice::source),
        textField(tr("Notes"), &GpuPrice::notes),
    };
    s.rows = [](const Catalog& c) -> const std::vector<GpuPrice>& { return c.prices; };
    s.key = [](const GpuPrice& p) { return p.id; };
    s.find = [](const CatalogStore& st, const std::int64_t& id) { return st.findPrice(id); };
    s.add = [](CatalogStore& st, const GpuPrice& p) { return st.add(p); };
    s.update = [](CatalogStore& st, const GpuPrice& p, std::int64_t r) { st.update(p, r); };
    s.remove = [](CatalogStore& st, const std::int64_t& id, std::int64_t r) { st.deletePrice(id, r); };
    s.copyOf = [](const GpuPrice& p, const Catalog&) {
        GpuPrice copy = p;
        copy.id = 0;
        copy.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        copy.source = ss(tr("entered in the GPU Planner catalog editor"));
        copy.notes.clear();
        return copy;
    };
    s.gpu = [](const GpuPrice& p) { return p.gpu_id; };
    return std::make_unique<StoreTable<GpuPrice, std::int64_t>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeOfferTable(CatalogStore& store) {
    TableSpec<CloudOffer, std::string> s;
    s.title = tr("Cloud offers");
    s.fields = {
        textField(tr("Id"), &CloudOffer::id, false),
        textField(tr("Provider"), &CloudOffer::provider),
        textField(tr("GPU"), &CloudOffer::gpu_id),
        {tr("GPUs per instance"), [](const CloudOffer& o) { return QString::number(o.gpu_count); },
         [](CloudOffer& o, const QString& t) {
             o.gpu_count = parseUnsigned<std::uint32_t>(t, tr("GPU count"));
         }},
        {tr("Price per hour (whole instance, in Currency)"),
         [](const CloudOffer& o) { return number(o.price_per_hour); },
         [](CloudOffer& o, const QString& t) { o.price_per_hour = parseNumber(t, tr("Price per hour")); }},
        {tr("Price per GPU-hour"), [](const CloudOffer& o) { return number(o.pricePerGpuHour()); }, {}},
        textField(tr("Currency (ISO 4217)"), &CloudOffer::currency),
        textField(tr("Pricing (on-demand/spot/reserved)"), &CloudOffer::pricing),
        textField(tr("Region"), &CloudOffer::region),
        textField(tr("Date (YYYY-MM-DD)"), &CloudOffer::date),
        textField(tr("Instance type"), &CloudOffer::instance_type),
        textField(tr("Source"), &CloudOffer::source),
        textField(tr("Notes"), &CloudOffer::notes),
    };
    s.rows = [](const Catalog& c) -> const std::vector<CloudOffer>& { return c.offers; };
    s.key = [](const CloudOffer& o) { return o.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findOffer(id); };
    s.add = [](CatalogStore& st, const CloudOffer& o) {
        st.add(o);
        return o.id;
    };
    s.update = [](CatalogStore& st, const CloudOffer& o, std::int64_t r) { st.update(o, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteOffer(id, r); };
    s.copyOf = [](const CloudOffer& o, const Catalog& c) {
        CloudOffer copy = o;
        copy.id =
            freeId<CloudOffer>(o.id, [&c](const std::string& id) { return c.findOffer(id) != nullptr; });
        return copy;
    };
    s.gpu = [](const CloudOffer& o) { return o.gpu_id; };
    return std::make_unique<StoreTable<CloudOffer, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeInterconnectTable(CatalogStore& store) {
    TableSpec<InterconnectSpec, std::string> s;
    s.title = tr("Interconnects");
    s.fields = {
        textField(tr("Id"), &InterconnectSpec::id, false),
        textField(tr("Name"), &InterconnectSpec::name),
        textField(tr("Kind"), &InterconnectSpec::kind),
        textField(tr("Generation"), &InterconnectSpec::generation),
        textField(tr("Lanes / links"), &InterconnectSpec::lanes_or_links),
        {tr("Per direction (GB/s)"),
         [](const InterconnectSpec& i) { return number(i.per_direction_bytes_per_s, kGB); },
         [](InterconnectSpec& i, const QString& t) {
             i.per_direction_bytes_per_s = parseNumber(t, tr("Per direction bandwidth")) * kGB;
         }},
        {tr("Both directions (GB/s)"),
         [](const InterconnectSpec& i) { return number(i.both_directions_bytes_per_s, kGB); },
         [](InterconnectSpec& i, const QString& t) {
             i.both_directions_bytes_per_s = parseNumber(t, tr("Both directions bandwidth")) * kGB;
         }},
        {tr("Latency (µs)"), [](const InterconnectSpec& i) { return optNumber(i.latency_s, 1e-6); },
         [](InterconnectSpec& i, const QString& t) {
             const auto v = parseOptNumber(t, tr("Latency"));
             i.latency_s = v ? std::optional(*v * 1e-6) : std::nullopt;
         }},
        {tr("Efficiency (0-1)"), [](const InterconnectSpec& i) { return number(i.efficiency); },
         [](InterconnectSpec& i, const QString& t) { i.efficiency = parseNumber(t, tr("Efficiency")); }},
        textField(tr("Source"), &InterconnectSpec::source),
        textField(tr("Notes"), &InterconnectSpec::notes),
    };
    s.rows = [](const Catalog& c) -> const std::vector<InterconnectSpec>& { return c.interconnects; };
    s.key = [](const InterconnectSpec& i) { return i.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findInterconnect(id); };
    s.add = [](CatalogStore& st, const InterconnectSpec& i) {
        st.add(i);
        return i.id;
    };
    s.update = [](CatalogStore& st, const InterconnectSpec& i, std::int64_t r) { st.update(i, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteInterconnect(id, r); };
    s.copyOf = [](const InterconnectSpec& i, const Catalog& c) {
        InterconnectSpec copy = i;
        copy.id = freeId<InterconnectSpec>(
            i.id, [&c](const std::string& id) { return c.findInterconnect(id) != nullptr; });
        return copy;
    };
    return std::make_unique<StoreTable<InterconnectSpec, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeModelTable(CatalogStore& store) {
    TableSpec<CatalogModel, std::string> s;
    s.title = tr("Models");
    auto count = [](const QString& header, std::uint32_t ModelSpec::*member) {
        return Field<CatalogModel>{
            header, [member](const CatalogModel& m) { return QString::number(m.spec.*member); },
            [member, header](CatalogModel& m, const QString& t) {
                m.spec.*member = parseUnsigned<std::uint32_t>(t, header);
            }};
    };
    s.fields = {
        {tr("Id"), [](const CatalogModel& m) { return qs(m.spec.id); }, {}},
        {tr("Name"), [](const CatalogModel& m) { return qs(m.spec.name); },
         [](CatalogModel& m, const QString& t) { m.spec.name = ss(t); }},
        {tr("Family"), [](const CatalogModel& m) { return qs(m.spec.family); },
         [](CatalogModel& m, const QString& t) { m.spec.family = ss(t); }},
        count(tr("Layers"), &ModelSpec::layers),
        count(tr("Hidden size"), &ModelSpec::hidden),
        count(tr("Attention heads"), &ModelSpec::heads),
        count(tr("KV heads"), &ModelSpec::kv_heads),
        count(tr("FFN size"), &ModelSpec::intermediate),
        {tr("Vocabulary (tokens)"), [](const CatalogModel& m) { return QString::number(m.spec.vocab); },
         [](CatalogModel& m, const QString& t) {
             m.spec.vocab = parseUnsigned<std::uint64_t>(t, tr("Vocabulary"));
         }},
        {tr("Max context (tokens)"),
         [](const CatalogModel& m) { return QString::number(m.spec.max_context); },
         [](CatalogModel& m, const QString& t) {
             m.spec.max_context = parseUnsigned<std::uint64_t>(t, tr("Max context"));
         }},
        textField(tr("Source"), &CatalogModel::source),
        textField(tr("Notes"), &CatalogModel::notes),
    };
    s.rows = [](const Catalog& c) -> const std::vector<CatalogModel>& { return c.models; };
    s.key = [](const CatalogModel& m) { return m.spec.id; };
    s.find = [](const CatalogStore& st, const std::string& id) { return st.findModel(id); };
    s.add = [](CatalogStore& st, const CatalogModel& m) {
        st.add(m);
        return m.spec.id;
    };
    s.update = [](CatalogStore& st, const CatalogModel& m, std::int64_t r) { st.update(m, r); };
    s.remove = [](CatalogStore& st, const std::string& id, std::int64_t r) { st.deleteModel(id, r); };
    s.copyOf = [](const CatalogModel& m, const Catalog& c) {
        CatalogModel copy = m;
        copy.spec.id = freeId<CatalogModel>(
            m.spec.id, [&c](const std::string& id) { return c.findModel(id) != nullptr; });
        return copy;
    };
    return std::make_unique<StoreTable<CatalogModel, std::string>>(store, std::move(s));
}

} // namespace gpuplan::gui
