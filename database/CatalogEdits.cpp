// Editing the catalog: what a new row would be refused for, and every add,
// update and delete, each validated and in its own write transaction.
#include "database/CatalogStoreImpl.h"

namespace gpuplan {

using tables::Value;

std::vector<std::string> CatalogStore::problemsToAdd(const GpuSpec& gpu) const {
    return impl().problemsToAdd(tables::gpuTable(), gpu);
}
std::vector<std::string> CatalogStore::problemsToAdd(const InterconnectSpec& i) const {
    return impl().problemsToAdd(tables::interconnectTable(), i);
}
std::vector<std::string> CatalogStore::problemsToAdd(const GpuPrice& price) const {
    GpuPrice p = price;
    p.id = 0; // add() ignores it
    return impl().problemsToAdd(tables::priceTable(), p);
}
std::vector<std::string> CatalogStore::problemsToAdd(const CloudOffer& o) const {
    return impl().problemsToAdd(tables::offerTable(), o);
}
std::vector<std::string> CatalogStore::problemsToAdd(const System& x) const {
    return impl().problemsToAdd(tables::systemTable(), x);
}
std::vector<std::string> CatalogStore::problemsToAdd(const ApiPrice& a) const {
    return impl().problemsToAdd(tables::apiPriceTable(), a);
}
std::vector<std::string> CatalogStore::problemsToAdd(const BenchmarkRun& run) const {
    BenchmarkRun r = run;
    r.id = 0; // add() ignores it
    return impl().problemsToAdd(tables::benchmarkRunTable(), r);
}
std::vector<std::string> CatalogStore::problemsToAdd(const CatalogModel& m) const {
    return impl().problemsToAdd(tables::modelTable(), m);
}
std::vector<std::string> CatalogStore::problemsToAdd(const Currency& currency,
                                                     const ExchangeRate& rate) const {
    auto problems = impl().problemsToAdd(tables::currencyTable(), currency);
    // The rate's reference to the currency is only checked once the currency exists.
    for (auto& p : impl().validate(tables::rateTable(), rate))
        if (p.find("must name a currency") == std::string::npos)
            problems.push_back(std::move(p));
    if (rate.currency != currency.code)
        problems.push_back(fmt::format("currency {} must be the code of the currency, {}",
                                       tables::describe(rate.currency), tables::describe(currency.code)));
    return problems;
}

void CatalogStore::add(const GpuSpec& gpu) {
    impl().add(tables::gpuTable(), gpu);
}
void CatalogStore::add(const InterconnectSpec& i) {
    impl().add(tables::interconnectTable(), i);
}
void CatalogStore::add(const CloudOffer& o) {
    impl().add(tables::offerTable(), o);
}
void CatalogStore::add(const System& x) {
    impl().add(tables::systemTable(), x);
}
void CatalogStore::add(const ApiPrice& a) {
    impl().add(tables::apiPriceTable(), a);
}
void CatalogStore::add(const CatalogModel& m) {
    impl().add(tables::modelTable(), m);
}
void CatalogStore::add(const Currency& c) {
    impl().add(tables::currencyTable(), c);
}
std::int64_t CatalogStore::add(const GpuPrice& price) {
    GpuPrice p = price;
    p.id = 0;
    const auto& t = tables::priceTable();
    Impl::throwProblems(fmt::format("price of {}", tables::describe(p.gpu_id)), impl().validate(t, p));
    Impl::WriteTxn txn(impl());
    const std::int64_t id = impl().insertRow(t, p, true);
    txn.commit();
    return id;
}
std::int64_t CatalogStore::add(const BenchmarkRun& run) {
    return addAll({run}).front();
}
std::vector<std::int64_t> CatalogStore::addAll(const std::vector<BenchmarkRun>& runs) {
    const auto& t = tables::benchmarkRunTable();
    std::vector<BenchmarkRun> rows = runs;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rows[i].id = 0;
        const std::string at = rows.size() == 1 ? std::string("benchmark run")
                                                : fmt::format("benchmark run {} of {}", i + 1, rows.size());
        Impl::throwProblems(at, impl().validate(t, rows[i]));
    }
    Impl::WriteTxn txn(impl());
    std::vector<std::int64_t> ids;
    for (const auto& r : rows)
        ids.push_back(impl().insertRow(t, r, true));
    txn.commit();
    return ids;
}
void CatalogStore::update(const GpuSpec& g, std::int64_t rev) {
    impl().update(tables::gpuTable(), g, rev);
}
void CatalogStore::update(const InterconnectSpec& i, std::int64_t rev) {
    impl().update(tables::interconnectTable(), i, rev);
}
void CatalogStore::update(const GpuPrice& p, std::int64_t rev) {
    impl().update(tables::priceTable(), p, rev);
}
void CatalogStore::update(const CloudOffer& o, std::int64_t rev) {
    impl().update(tables::offerTable(), o, rev);
}
void CatalogStore::update(const System& x, std::int64_t rev) {
    impl().update(tables::systemTable(), x, rev);
}
void CatalogStore::update(const ApiPrice& a, std::int64_t rev) {
    impl().update(tables::apiPriceTable(), a, rev);
}
void CatalogStore::update(const BenchmarkRun& r, std::int64_t rev) {
    impl().update(tables::benchmarkRunTable(), r, rev);
}
void CatalogStore::update(const CatalogModel& m, std::int64_t rev) {
    impl().update(tables::modelTable(), m, rev);
}
void CatalogStore::deleteGpu(const std::string& id, std::int64_t rev) {
    impl().remove(tables::gpuTable(), id, rev);
}
void CatalogStore::deleteInterconnect(const std::string& id, std::int64_t rev) {
    impl().remove(tables::interconnectTable(), id, rev);
}
void CatalogStore::deletePrice(std::int64_t id, std::int64_t rev) {
    impl().remove(tables::priceTable(), Value(id), rev);
}
void CatalogStore::deleteOffer(const std::string& id, std::int64_t rev) {
    impl().remove(tables::offerTable(), id, rev);
}
void CatalogStore::deleteSystem(const std::string& id, std::int64_t rev) {
    impl().remove(tables::systemTable(), id, rev);
}
void CatalogStore::deleteApiPrice(const std::string& id, std::int64_t rev) {
    impl().remove(tables::apiPriceTable(), id, rev);
}
void CatalogStore::deleteBenchmarkRun(std::int64_t id, std::int64_t rev) {
    impl().remove(tables::benchmarkRunTable(), Value(id), rev);
}
void CatalogStore::deleteModel(const std::string& id, std::int64_t rev) {
    impl().remove(tables::modelTable(), id, rev);
}

void CatalogStore::setRate(const ExchangeRate& rate) {
    const auto& t = tables::rateTable();
    Impl::throwProblems(sql::where(t, rate.currency), impl().validate(t, rate));
    Impl::WriteTxn txn(impl());
    if (impl().updateRow(t, rate, std::nullopt) == 0)
        impl().insertRow(t, rate);
    txn.commit();
}

void CatalogStore::add(const Currency& currency, const ExchangeRate& rate) {
    Impl::throwProblems(sql::where(tables::currencyTable(), currency.code), problemsToAdd(currency, rate));
    Impl::WriteTxn txn(impl());
    impl().insertRow(tables::currencyTable(), currency);
    impl().insertRow(tables::rateTable(), rate);
    txn.commit();
}

void CatalogStore::update(const Currency& currency, const ExchangeRate& rate,
                          std::int64_t expected_rate_revision) {
    const auto& ct = tables::currencyTable();
    const auto& rt = tables::rateTable();
    auto problems = impl().validate(ct, currency);
    for (auto& p : impl().validate(rt, rate))
        problems.push_back(std::move(p));
    if (rate.currency != currency.code)
        problems.push_back(fmt::format("currency {} must be the code of the currency, {}",
                                       tables::describe(rate.currency), tables::describe(currency.code)));
    Impl::throwProblems(sql::where(ct, currency.code), problems);
    Impl::WriteTxn txn(impl());
    if (impl().updateRow(ct, currency, std::nullopt) != 1)
        throw ConflictError(fmt::format("{} no longer exists: someone deleted it since you read it",
                                        sql::where(ct, currency.code)));
    if (expected_rate_revision == 0) {
        if (impl().exists(rt.sql_name, rt.key, rate.currency))
            impl().throwConflict(rt, rate.currency, 0);
        impl().insertRow(rt, rate);
    } else if (impl().updateRow(rt, rate, expected_rate_revision) != 1) {
        impl().throwConflict(rt, rate.currency, expected_rate_revision);
    }
    txn.commit();
}

void CatalogStore::deleteCurrency(const std::string& code, std::int64_t expected_rate_revision) {
    const auto& ct = tables::currencyTable();
    const auto& rt = tables::rateTable();
    if (code == "EUR")
        throw InputError(
            "currency 'EUR' is the reference currency of the exchange rates; it cannot be deleted");
    Impl::WriteTxn txn(impl());
    impl().refuseWhileUsed(sql::where(ct, code), "currency", code);
    impl().refuseWhileNamed(sql::where(ct, code), "api_prices", "API price(s)", "currency", code);
    impl().refuseWhileNamed(sql::where(ct, code), "systems", "system(s)", "currency", code);
    if (expected_rate_revision != 0) {
        SQLite::Statement st(impl().db, "DELETE FROM exchange_rates WHERE currency = ? AND revision = ?");
        st.bind(1, code);
        st.bind(2, static_cast<std::int64_t>(expected_rate_revision));
        if (st.exec() != 1)
            impl().throwConflict(rt, code, expected_rate_revision);
    } else if (impl().exists(rt.sql_name, rt.key, code)) {
        impl().throwConflict(rt, code, 0);
    }
    SQLite::Statement st(impl().db, "DELETE FROM currencies WHERE code = ?");
    st.bind(1, code);
    if (st.exec() != 1)
        throw ConflictError(
            fmt::format("{} no longer exists: someone deleted it since you read it", sql::where(ct, code)));
    txn.commit();
}

std::optional<std::string> CatalogStore::setting(const std::string& key) const {
    auto row = impl().selectOne(tables::settingTable(), key);
    if (!row)
        return std::nullopt;
    return row->value.value;
}

void CatalogStore::setSetting(const std::string& key, const std::string& value) {
    const auto& t = tables::settingTable();
    const tables::SettingRow row{key, value};
    Impl::throwProblems(sql::where(t, key), impl().validate(t, row));
    Impl::WriteTxn txn(impl());
    if (impl().updateRow(t, row, std::nullopt) == 0)
        impl().insertRow(t, row);
    txn.commit();
}

} // namespace gpuplan
