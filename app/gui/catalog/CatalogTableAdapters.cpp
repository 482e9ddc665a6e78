// The catalog tables behind CatalogTableAdapter: one generic table over a list
// of fields per value type. A field only reads the text of a cell ("is it a
// number"); every range, list and reference check is the store's.
#include "gui/catalog/CatalogTableAdapter.h"

#include "database/CatalogStore.h"

#include <QCoreApplication>
#include <QDate>

#include <cmath>
#include <limits>
#include <memory>
#include <set>
#include <type_traits>

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
QStringList qsl(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v)
        out << qs(s);
    return out;
}

QString today() {
    return QDate::currentDate().toString(Qt::ISODate);
}

QString number(double v, double scale = 1.0) {
    return QString::number(v / scale, 'g', 10);
}

// Reading a cell: only "is it a number"; every range check is the store's.
double parseNumber(const QString& text, const QString& field) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw InputError(ss(tr("%1 must be a number, got '%2'").arg(field, text.trimmed())));
    return v;
}
double parseWhole(const QString& text, const QString& field) {
    const double v = parseNumber(text, field);
    if (v != std::floor(v))
        throw InputError(ss(tr("%1 must be a whole number, got '%2'").arg(field, text.trimmed())));
    return v;
}
std::uint32_t parseHex(const QString& text, const QString& field) {
    QString t = text.trimmed().toLower();
    if (t.startsWith(QLatin1String("0x")))
        t = t.mid(2);
    bool ok = false;
    const uint v = t.toUInt(&ok, 16);
    if (!ok)
        throw InputError(
            ss(tr("%1 must be a hexadecimal id like 0x2684, got '%2'").arg(field, text.trimmed())));
    return v;
}
bool parseBool(const QString& text) {
    const QString t = text.trimmed().toLower();
    return t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1") ||
           t == tr("yes").toLower();
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kGB = 1e9;
constexpr double kT = 1e12;

template <typename T> struct Field {
    ColumnInfo info;
    std::function<QString(const T&)> get;
    std::function<void(T&, const QString&)> set;        // empty: computed, read-only
    std::function<QStringList(const Catalog&)> choices; // Choice columns
};

// A field over the member `ref` returns (a generic lambda: [](auto& g) -> auto& { return g.x; }).
// Numbers are shown divided by `scale` (bytes as GiB...) and stored multiplied by it.
template <typename T, typename Ref>
Field<T> num(const QString& header, const QString& name, Ref ref, double scale = 1.0) {
    using M = std::remove_cvref_t<decltype(ref(std::declval<T&>()))>;
    Field<T> f;
    f.info = {header, {name}, CellKind::Number};
    f.get = [ref, scale](const T& v) -> QString {
        const auto& m = ref(v);
        if constexpr (std::is_same_v<M, double>)
            return number(m, scale);
        else if constexpr (std::is_integral_v<M>)
            return scale == 1.0 ? QString::number(m) : number(static_cast<double>(m), scale);
        else
            return m ? (scale == 1.0 && std::is_integral_v<typename M::value_type>
                            ? QString::number(*m)
                            : number(static_cast<double>(*m), scale))
                     : QString();
    };
    f.set = [ref, scale, header](T& v, const QString& t) {
        auto& m = ref(v);
        if constexpr (std::is_same_v<M, double>) {
            m = parseNumber(t, header) * scale;
        } else if constexpr (std::is_integral_v<M>) {
            const double x = (scale == 1.0 ? parseWhole(t, header) : parseNumber(t, header)) * scale;
            if (x < 0)
                throw InputError(ss(tr("%1 must not be negative, got '%2'").arg(header, t.trimmed())));
            if (x > static_cast<double>(std::numeric_limits<M>::max()))
                throw InputError(ss(tr("%1 is too large, got '%2'").arg(header, t.trimmed())));
            m = static_cast<M>(std::round(x));
        } else {
            using V = typename M::value_type;
            if (t.trimmed().isEmpty()) {
                m.reset();
            } else if constexpr (std::is_integral_v<V>) {
                const double x = parseWhole(t, header);
                if (x < static_cast<double>(std::numeric_limits<V>::min()) ||
                    x > static_cast<double>(std::numeric_limits<V>::max()))
                    throw InputError(ss(tr("%1 is out of range, got '%2'").arg(header, t.trimmed())));
                m = static_cast<V>(x);
            } else {
                m = parseNumber(t, header) * scale;
            }
        }
    };
    return f;
}

template <typename T, typename Ref> Field<T> text(const QString& header, const QString& name, Ref ref) {
    Field<T> f;
    f.info = {header, {name}, CellKind::Text};
    f.get = [ref](const T& v) { return qs(ref(v)); };
    f.set = [ref](T& v, const QString& t) { ref(v) = ss(t); };
    return f;
}

// The row's id: typed on a new row, read-only afterwards (the store has no rename).
template <typename T, typename Ref> Field<T> key(const QString& header, const QString& name, Ref ref) {
    Field<T> f = text<T>(header, name, ref);
    f.info.editable = false;
    f.info.key = true;
    return f;
}

template <typename T, typename Ref> Field<T> flag(const QString& header, const QString& name, Ref ref) {
    Field<T> f;
    f.info = {header, {name}, CellKind::Bool};
    f.get = [ref](const T& v) { return ref(v) ? QStringLiteral("true") : QStringLiteral("false"); };
    f.set = [ref](T& v, const QString& t) { ref(v) = parseBool(t); };
    return f;
}

// A text field that takes one of the store's fixed values for `table`.`name`.
template <typename T, typename Ref>
Field<T> fixedChoice(const QString& header, const char* table, const QString& name, Ref ref) {
    Field<T> f = text<T>(header, name, ref);
    f.info.kind = CellKind::Choice;
    const QStringList allowed = qsl(CatalogStore::allowedValues(table, name.toStdString()));
    f.choices = [allowed](const Catalog&) { return allowed; };
    return f;
}

template <typename T, typename Ref> Field<T> gpuChoice(const QString& header, Ref ref) {
    Field<T> f = text<T>(header, QStringLiteral("gpu_id"), ref);
    f.info.kind = CellKind::Choice;
    f.choices = [](const Catalog& c) {
        QStringList ids;
        for (const auto& g : c.gpus)
            ids << qs(g.id);
        return ids;
    };
    return f;
}

template <typename T, typename Ref> Field<T> currencyChoice(const QString& header, Ref ref) {
    Field<T> f = text<T>(header, QStringLiteral("currency"), ref);
    f.info.kind = CellKind::Choice;
    f.choices = [](const Catalog& c) {
        QStringList codes;
        for (const auto& cur : c.currencies)
            codes << qs(cur.code);
        return codes;
    };
    return f;
}

template <typename T, typename Key> struct TableSpec {
    QString title;
    std::vector<Field<T>> fields;
    std::function<std::vector<Versioned<T>>(const CatalogStore&, const Catalog&)> list;
    std::function<Key(const T&)> key;
    std::function<std::optional<Versioned<T>>(const CatalogStore&, const Key&)> find;
    std::function<Key(CatalogStore&, const T&)> add;
    std::function<void(CatalogStore&, const T&, std::int64_t)> update;
    std::function<void(CatalogStore&, const Key&, std::int64_t)> remove;
    std::function<std::vector<std::string>(const CatalogStore&, const T&)> problems; // problemsToAdd
    std::function<T(const Catalog&, const QString& gpu)> blank;                      // a new row's defaults
    std::function<T(const T&, const Catalog&)> copyOf;                               // a copy under a free id
    std::function<std::string(const T&)> gpu; // empty when the table has no GPU column
    std::function<bool(const T&)> fixed;      // a row that cannot be edited (EUR)
};

template <typename Key> QString keyText(const Key& k) {
    if constexpr (std::is_same_v<Key, std::string>)
        return qs(k);
    else
        return QString::number(k);
}

template <typename T, typename Key> class StoreTable : public CatalogTableAdapter {
public:
    StoreTable(CatalogStore& store, TableSpec<T, Key> spec)
        : store_(store), spec_(std::make_shared<const TableSpec<T, Key>>(std::move(spec))) {}

    QString title() const override { return spec_->title; }
    int columnCount() const override { return static_cast<int>(spec_->fields.size()); }
    const ColumnInfo& column(int c) const override { return field(c).info; }
    QStringList choices(int c) const override {
        return field(c).choices ? field(c).choices(catalog_) : QStringList();
    }
    void reload(const CatalogStore& store, const Catalog& catalog) override {
        catalog_ = catalog;
        rows_ = spec_->list(store, catalog_);
    }
    int rowCount() const override { return static_cast<int>(rows_.size()); }
    QString text(int row, int c) const override { return field(c).get(at(row).value); }
    bool isEditable(int row, int c) const override {
        const auto& f = field(c);
        return f.info.editable && f.set && !(spec_->fixed && spec_->fixed(at(row).value));
    }
    QString key(int row) const override { return keyText(spec_->key(at(row).value)); }
    QString gpuId(int row) const override { return spec_->gpu ? qs(spec_->gpu(at(row).value)) : QString(); }

    CatalogEdit setText(int row, int c, const QString& text) override {
        const auto& current = at(row);
        const T before = current.value;
        T after = before;
        field(c).set(after, text);
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

    CatalogEdit remove(int row) override {
        const auto& current = at(row);
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

    void startDraft(int like_row, const QString& gpu) override {
        touched_.clear();
        if (like_row >= 0 && like_row < rowCount()) {
            draft_ = spec_->copyOf(at(like_row).value, catalog_);
            for (int c = 0; c < columnCount(); ++c)
                touched_.insert(c);
        } else {
            draft_ = spec_->blank(catalog_, gpu);
        }
    }
    void discardDraft() override {
        draft_.reset();
        touched_.clear();
    }
    bool hasDraft() const override { return draft_.has_value(); }
    QString draftText(int c) const override {
        if (!draft_)
            return {};
        const QString t = field(c).get(*draft_);
        // A number not typed yet is blank, not 0.
        if (field(c).info.kind == CellKind::Number && !touched_.contains(c) && t == QLatin1String("0"))
            return {};
        return t;
    }
    bool isDraftEditable(int c) const override { return static_cast<bool>(field(c).set); }
    void setDraftText(int c, const QString& text) override {
        if (!draft_ || !field(c).set)
            return;
        T changed = *draft_;
        field(c).set(changed, text);
        draft_ = std::move(changed);
        touched_.insert(c);
    }
    QStringList draftProblems() const override {
        return draft_ ? qsl(spec_->problems(store_, *draft_)) : QStringList();
    }
    CatalogEdit addDraft() override {
        const T value = *draft_;
        auto state = std::make_shared<State>(State{spec_->key(value), 0});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] {
                    state->key = spec->add(*store, value);
                    state->revision = revisionOf(*spec, *store, state->key);
                },
                [=] { spec->remove(*store, state->key, state->revision); },
                [=] { return keyText(state->key); }};
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
    const Field<T>& field(int c) const { return spec_->fields.at(static_cast<std::size_t>(c)); }
    const Versioned<T>& at(int row) const { return rows_.at(static_cast<std::size_t>(row)); }

    CatalogStore& store_;
    std::shared_ptr<const TableSpec<T, Key>> spec_;
    Catalog catalog_;
    std::vector<Versioned<T>> rows_;
    std::optional<T> draft_;
    std::set<int> touched_;
};

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
        return ss(gpu);
    return c.gpus.empty() ? std::string() : c.gpus.front().id;
}

} // namespace

std::unique_ptr<CatalogTableAdapter> makeGpuTable(CatalogStore& store) {
    using G = GpuSpec;
    TableSpec<G, std::string> s;
    s.title = tr("GPUs");
    s.fields = {
        key<G>(
            tr("Id"), QStringLiteral("id"), [](auto& g) -> auto& { return g.id; }),
        text<G>(
            tr("Vendor"), QStringLiteral("vendor"), [](auto& g) -> auto& { return g.vendor; }),
        text<G>(
            tr("Name"), QStringLiteral("name"), [](auto& g) -> auto& { return g.name; }),
        text<G>(
            tr("Architecture"), QStringLiteral("architecture"),
            [](auto& g) -> auto& { return g.architecture; }),
        num<G>(
            tr("Release year"), QStringLiteral("release_year"),
            [](auto& g) -> auto& { return g.release_year; }),
        fixedChoice<G>(
            tr("Form factor"), "gpus", QStringLiteral("form_factor"),
            [](auto& g) -> auto& { return g.form_factor; }),
        num<G>(
            tr("VRAM (GiB)"), QStringLiteral("vram_bytes"), [](auto& g) -> auto& { return g.vram_bytes; },
            kGiB),
        text<G>(
            tr("Memory type"), QStringLiteral("memory_type"), [](auto& g) -> auto& { return g.memory_type; }),
        num<G>(
            tr("Memory bandwidth (GB/s)"), QStringLiteral("memory_bandwidth_bytes_per_s"),
            [](auto& g) -> auto& { return g.memory_bandwidth_bytes_per_s; }, kGB),
        num<G>(
            tr("FP32 (TFLOPS)"), QStringLiteral("fp32_flops"), [](auto& g) -> auto& { return g.fp32_flops; },
            kT),
        num<G>(
            tr("FP16 tensor, dense (TFLOPS)"), QStringLiteral("fp16_tensor_flops"),
            [](auto& g) -> auto& { return g.fp16_tensor_flops; }, kT),
        num<G>(
            tr("FP16 tensor, FP32 acc., dense (TFLOPS)"), QStringLiteral("fp16_fp32acc_tensor_flops"),
            [](auto& g) -> auto& { return g.fp16_fp32acc_tensor_flops; }, kT),
        num<G>(
            tr("BF16 tensor, dense (TFLOPS)"), QStringLiteral("bf16_tensor_flops"),
            [](auto& g) -> auto& { return g.bf16_tensor_flops; }, kT),
        num<G>(
            tr("FP8 tensor, dense (TFLOPS)"), QStringLiteral("fp8_tensor_flops"),
            [](auto& g) -> auto& { return g.fp8_tensor_flops; }, kT),
        num<G>(
            tr("INT8 tensor, dense (TOPS)"), QStringLiteral("int8_tensor_ops"),
            [](auto& g) -> auto& { return g.int8_tensor_ops; }, kT),
        num<G>(
            tr("TDP (W)"), QStringLiteral("tdp_w"), [](auto& g) -> auto& { return g.tdp_w; }),
        num<G>(
            tr("PCIe generation"), QStringLiteral("pcie_gen"), [](auto& g) -> auto& { return g.pcie_gen; }),
        num<G>(
            tr("PCIe width (lanes)"), QStringLiteral("pcie_lanes"),
            [](auto& g) -> auto& { return g.pcie_lanes; }),
        text<G>(
            tr("Fabric (NVLink...)"), QStringLiteral("fabric"), [](auto& g) -> auto& { return g.fabric; }),
        num<G>(
            tr("Fabric bandwidth, both directions (GB/s)"),
            QStringLiteral("fabric_bandwidth_bytes_per_s_both"),
            [](auto& g) -> auto& { return g.fabric_bandwidth_bytes_per_s_both; }, kGB),
        text<G>(
            tr("Software stack"), QStringLiteral("software_stack"),
            [](auto& g) -> auto& { return g.software_stack; }),
        {{tr("PCI vendor id (hex)"), {QStringLiteral("pci_vendor_id")}, CellKind::Text},
         [](const G& g) {
             return g.pci_vendor_id ? QStringLiteral("0x%1").arg(*g.pci_vendor_id, 4, 16, QLatin1Char('0'))
                                    : QString();
         },
         [](G& g, const QString& t) {
             g.pci_vendor_id =
                 t.trimmed().isEmpty() ? std::nullopt : std::optional(parseHex(t, tr("PCI vendor id")));
         },
         {}},
        {{tr("PCI device id (hex)"), {QStringLiteral("pci_device_id")}, CellKind::Text},
         [](const G& g) {
             return g.pci_device_id ? QStringLiteral("0x%1").arg(*g.pci_device_id, 4, 16, QLatin1Char('0'))
                                    : QString();
         },
         [](G& g, const QString& t) {
             g.pci_device_id =
                 t.trimmed().isEmpty() ? std::nullopt : std::optional(parseHex(t, tr("PCI device id")));
         },
         {}},
        num<G>(
            tr("Launch price (USD)"), QStringLiteral("launch_msrp_usd"),
            [](auto& g) -> auto& { return g.launch_msrp_usd; }),
        text<G>(
            tr("Source"), QStringLiteral("source"), [](auto& g) -> auto& { return g.source; }),
        text<G>(
            tr("Notes"), QStringLiteral("notes"), [](auto& g) -> auto& { return g.notes; }),
    };
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
    return std::make_unique<StoreTable<G, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makePriceTable(CatalogStore& store) {
    using P = GpuPrice;
    TableSpec<P, std::int64_t> s;
    s.title = tr("Prices");
    Field<P> id_field{{tr("Id"), {QStringLiteral("id")}, CellKind::Number, false, true},
                      [](const P& p) { return p.id == 0 ? QString() : QString::number(p.id); },
                      {},
                      {}};
    s.fields = {
        id_field,
        gpuChoice<P>(
            tr("GPU"), [](auto& p) -> auto& { return p.gpu_id; }),
        num<P>(
            tr("Price per GPU (in Currency)"), QStringLiteral("amount"),
            [](auto& p) -> auto& { return p.amount; }),
        currencyChoice<P>(
            tr("Currency"), [](auto& p) -> auto& { return p.currency; }),
        text<P>(
            tr("Date (YYYY-MM-DD)"), QStringLiteral("date"), [](auto& p) -> auto& { return p.date; }),
        fixedChoice<P>(
            tr("Condition"), "prices", QStringLiteral("condition"),
            [](auto& p) -> auto& { return p.condition; }),
        flag<P>(
            tr("Estimate"), QStringLiteral("estimate"), [](auto& p) -> auto& { return p.estimate; }),
        text<P>(
            tr("Source"), QStringLiteral("source"), [](auto& p) -> auto& { return p.source; }),
        text<P>(
            tr("Notes"), QStringLiteral("notes"), [](auto& p) -> auto& { return p.notes; }),
    };
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
        p.date = ss(today());
        p.condition = "new";
        return p;
    };
    s.copyOf = [](const P& p, const Catalog&) {
        P copy = p;
        copy.id = 0;
        copy.date = ss(today());
        return copy;
    };
    s.gpu = [](const P& p) { return p.gpu_id; };
    return std::make_unique<StoreTable<P, std::int64_t>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeOfferTable(CatalogStore& store) {
    using O = CloudOffer;
    TableSpec<O, std::string> s;
    s.title = tr("Cloud offers");
    s.fields = {
        key<O>(
            tr("Id"), QStringLiteral("id"), [](auto& o) -> auto& { return o.id; }),
        text<O>(
            tr("Provider"), QStringLiteral("provider"), [](auto& o) -> auto& { return o.provider; }),
        gpuChoice<O>(
            tr("GPU"), [](auto& o) -> auto& { return o.gpu_id; }),
        num<O>(
            tr("GPUs per instance"), QStringLiteral("gpu_count"),
            [](auto& o) -> auto& { return o.gpu_count; }),
        num<O>(
            tr("Price per hour (whole instance, in Currency)"), QStringLiteral("price_per_hour"),
            [](auto& o) -> auto& { return o.price_per_hour; }),
        {{tr("Price per GPU-hour (in Currency)"), {}, CellKind::Number, false},
         [](const O& o) { return number(o.pricePerGpuHour()); },
         {},
         {}},
        currencyChoice<O>(
            tr("Currency"), [](auto& o) -> auto& { return o.currency; }),
        fixedChoice<O>(
            tr("Pricing"), "cloud_offers", QStringLiteral("pricing"),
            [](auto& o) -> auto& { return o.pricing; }),
        text<O>(
            tr("Region"), QStringLiteral("region"), [](auto& o) -> auto& { return o.region; }),
        text<O>(
            tr("Date (YYYY-MM-DD)"), QStringLiteral("date"), [](auto& o) -> auto& { return o.date; }),
        text<O>(
            tr("Instance type"), QStringLiteral("instance_type"),
            [](auto& o) -> auto& { return o.instance_type; }),
        text<O>(
            tr("Source"), QStringLiteral("source"), [](auto& o) -> auto& { return o.source; }),
        text<O>(
            tr("Notes"), QStringLiteral("notes"), [](auto& o) -> auto& { return o.notes; }),
    };
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
        o.date = ss(today());
        return o;
    };
    s.copyOf = [](const O& o, const Catalog& c) {
        O copy = o;
        copy.id = freeId(o.id, [&c](const std::string& id) { return c.findOffer(id) != nullptr; });
        copy.date = ss(today());
        return copy;
    };
    s.gpu = [](const O& o) { return o.gpu_id; };
    return std::make_unique<StoreTable<O, std::string>>(store, std::move(s));
}

std::unique_ptr<CatalogTableAdapter> makeInterconnectTable(CatalogStore& store) {
    using I = InterconnectSpec;
    TableSpec<I, std::string> s;
    s.title = tr("Interconnects");
    s.fields = {
        key<I>(
            tr("Id"), QStringLiteral("id"), [](auto& i) -> auto& { return i.id; }),
        text<I>(
            tr("Name"), QStringLiteral("name"), [](auto& i) -> auto& { return i.name; }),
        fixedChoice<I>(
            tr("Kind"), "interconnects", QStringLiteral("kind"), [](auto& i) -> auto& { return i.kind; }),
        text<I>(
            tr("Generation"), QStringLiteral("generation"), [](auto& i) -> auto& { return i.generation; }),
        text<I>(
            tr("Lanes / links"), QStringLiteral("lanes_or_links"),
            [](auto& i) -> auto& { return i.lanes_or_links; }),
        num<I>(
            tr("Per direction (GB/s)"), QStringLiteral("per_direction_bytes_per_s"),
            [](auto& i) -> auto& { return i.per_direction_bytes_per_s; }, kGB),
        num<I>(
            tr("Both directions (GB/s)"), QStringLiteral("both_directions_bytes_per_s"),
            [](auto& i) -> auto& { return i.both_directions_bytes_per_s; }, kGB),
        num<I>(
            tr("Latency (µs)"), QStringLiteral("latency_s"), [](auto& i) -> auto& { return i.latency_s; },
            1e-6),
        num<I>(
            tr("Efficiency (0-1)"), QStringLiteral("efficiency"),
            [](auto& i) -> auto& { return i.efficiency; }),
        text<I>(
            tr("Source"), QStringLiteral("source"), [](auto& i) -> auto& { return i.source; }),
        text<I>(
            tr("Notes"), QStringLiteral("notes"), [](auto& i) -> auto& { return i.notes; }),
    };
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
    s.fields = {
        key<M>(
            tr("Id"), QStringLiteral("id"), [](auto& m) -> auto& { return m.spec.id; }),
        text<M>(
            tr("Name"), QStringLiteral("name"), [](auto& m) -> auto& { return m.spec.name; }),
        text<M>(
            tr("Family (model_type)"), QStringLiteral("family"),
            [](auto& m) -> auto& { return m.spec.family; }),
        num<M>(
            tr("Layers"), QStringLiteral("layers"), [](auto& m) -> auto& { return m.spec.layers; }),
        num<M>(
            tr("Hidden size"), QStringLiteral("hidden"), [](auto& m) -> auto& { return m.spec.hidden; }),
        num<M>(
            tr("Attention heads"), QStringLiteral("heads"), [](auto& m) -> auto& { return m.spec.heads; }),
        num<M>(
            tr("KV heads"), QStringLiteral("kv_heads"), [](auto& m) -> auto& { return m.spec.kv_heads; }),
        num<M>(
            tr("Head size"), QStringLiteral("head_dim"), [](auto& m) -> auto& { return m.spec.head_dim; }),
        num<M>(
            tr("FFN size (per expert)"), QStringLiteral("intermediate"),
            [](auto& m) -> auto& { return m.spec.intermediate; }),
        {{tr("FFN (gated3: SwiGLU, mlp2: GELU)"), {QStringLiteral("ffn")}, CellKind::Choice},
         [](const M& m) {
             return m.spec.ffn == FfnKind::Mlp2 ? QStringLiteral("mlp2") : QStringLiteral("gated3");
         },
         [](M& m, const QString& t) {
             m.spec.ffn = t.trimmed() == QLatin1String("mlp2") ? FfnKind::Mlp2 : FfnKind::Gated3;
         },
         [](const Catalog&) { return qsl(CatalogStore::allowedValues("models", "ffn")); }},
        num<M>(
            tr("Vocabulary (tokens)"), QStringLiteral("vocab"),
            [](auto& m) -> auto& { return m.spec.vocab; }),
        flag<M>(
            tr("Tied embeddings"), QStringLiteral("tied_embeddings"),
            [](auto& m) -> auto& { return m.spec.tied_embeddings; }),
        num<M>(
            tr("Max context (tokens)"), QStringLiteral("max_context"),
            [](auto& m) -> auto& { return m.spec.max_context; }),
        num<M>(
            tr("Learned positions (rows)"), QStringLiteral("learned_positions"),
            [](auto& m) -> auto& { return m.spec.learned_positions; }),
        num<M>(
            tr("Token types (rows)"), QStringLiteral("token_types"),
            [](auto& m) -> auto& { return m.spec.token_types; }),
        flag<M>(
            tr("QKV bias"), QStringLiteral("qkv_bias"), [](auto& m) -> auto& { return m.spec.qkv_bias; }),
        flag<M>(
            tr("Attention output bias"), QStringLiteral("attn_out_bias"),
            [](auto& m) -> auto& { return m.spec.attn_out_bias; }),
        flag<M>(
            tr("MLP bias"), QStringLiteral("mlp_bias"), [](auto& m) -> auto& { return m.spec.mlp_bias; }),
        {{tr("Norm"), {QStringLiteral("norm")}, CellKind::Choice},
         [](const M& m) {
             return m.spec.norm == NormKind::LayerNorm ? QStringLiteral("layernorm")
                                                       : QStringLiteral("rmsnorm");
         },
         [](M& m, const QString& t) {
             m.spec.norm =
                 t.trimmed() == QLatin1String("layernorm") ? NormKind::LayerNorm : NormKind::RmsNorm;
         },
         [](const Catalog&) { return qsl(CatalogStore::allowedValues("models", "norm")); }},
        num<M>(
            tr("Norms per layer"), QStringLiteral("norms_per_layer"),
            [](auto& m) -> auto& { return m.spec.norms_per_layer; }),
        flag<M>(
            tr("Final norm"), QStringLiteral("final_norm"),
            [](auto& m) -> auto& { return m.spec.final_norm; }),
        flag<M>(
            tr("Embedding norm"), QStringLiteral("embedding_norm"),
            [](auto& m) -> auto& { return m.spec.embedding_norm; }),
        flag<M>(
            tr("Pooler"), QStringLiteral("pooler"), [](auto& m) -> auto& { return m.spec.pooler; }),
        num<M>(
            tr("Experts (0: dense)"), QStringLiteral("experts"),
            [](auto& m) -> auto& { return m.spec.experts; }),
        num<M>(
            tr("Experts per token"), QStringLiteral("experts_per_token"),
            [](auto& m) -> auto& { return m.spec.experts_per_token; }),
        flag<M>(
            tr("Router bias"), QStringLiteral("router_bias"),
            [](auto& m) -> auto& { return m.spec.router_bias; }),
        flag<M>(
            tr("Dropout in training"), QStringLiteral("dropout"),
            [](auto& m) -> auto& { return m.spec.dropout; }),
        text<M>(
            tr("Source"), QStringLiteral("source"), [](auto& m) -> auto& { return m.source; }),
        text<M>(
            tr("Notes"), QStringLiteral("notes"), [](auto& m) -> auto& { return m.notes; }),
    };
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

} // namespace

std::unique_ptr<CatalogTableAdapter> makeCurrencyTable(CatalogStore& store) {
    using C = CurrencyRow;
    TableSpec<C, std::string> s;
    s.title = tr("Currencies");
    Field<C> code_field = key<C>(
        tr("Code (ISO 4217)"), QStringLiteral("code"), [](auto& c) -> auto& { return c.currency.code; });
    code_field.info.fields << QStringLiteral("currency");
    code_field.set = [](C& c, const QString& t) {
        c.currency.code = ss(t);
        c.rate.currency = c.currency.code;
    };
    s.fields = {
        code_field,
        text<C>(
            tr("Name"), QStringLiteral("name"), [](auto& c) -> auto& { return c.currency.name; }),
        num<C>(
            tr("Units for 1 EUR"), QStringLiteral("per_eur"),
            [](auto& c) -> auto& { return c.rate.per_eur; }),
        text<C>(
            tr("Rate date (YYYY-MM-DD)"), QStringLiteral("date"),
            [](auto& c) -> auto& { return c.rate.date; }),
        text<C>(
            tr("Rate source"), QStringLiteral("source"), [](auto& c) -> auto& { return c.rate.source; }),
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
            r.value.rate.source = cur.code == "EUR" ? ss(tr("the reference currency")) : std::string();
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
        c.rate.date = ss(today());
        return c;
    };
    s.copyOf = [](const C& c, const Catalog&) {
        C copy = c;
        copy.currency.code.clear();
        copy.rate.currency.clear();
        copy.rate.date = ss(today());
        return copy;
    };
    s.fixed = [](const C& c) { return c.currency.code == "EUR"; };
    return std::make_unique<StoreTable<C, std::string>>(store, std::move(s));
}

} // namespace gpuplan::gui
