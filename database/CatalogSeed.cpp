// The built-in default catalog: its files in the binary, its revision, and a new
// catalog filled from them.
#include "database/CatalogStoreImpl.h"

#include "core/model/HfConfig.h"
#include "database/Csv.h"
#include "database/EmbeddedData.h"

namespace gpuplan {

void CatalogStore::Impl::seedDefaults() {
    std::vector<Source> sources;
    for (const char* stem : {"currencies", "exchange_rates", "gpus", "interconnects", "prices",
                             "cloud_offers", "systems", "api_prices"}) {
        Source s;
        s.stem = stem;
        s.name = fmt::format("defaults/{}.csv", stem);
        s.text = std::string(embedded::seedFile(fmt::format("{}.csv", stem)));
        sources.push_back(std::move(s));
    }
    // Models: the index names each model's Hugging Face config.json.
    nlohmann::json models = nlohmann::json::array();
    const auto index = parseCsv(embedded::seedFile("models.csv"), "defaults/models.csv");
    for (std::size_t r = 1; r < index.size(); ++r) {
        const auto& f = index[r].fields;
        if (f.size() != 5)
            throw std::logic_error("defaults/models.csv: bad row");
        const std::string config_text(embedded::seedFile(f[2]));
        const auto config = nlohmann::json::parse(config_text);
        CatalogModel m;
        m.spec = modelSpecFromHfConfig(config, "defaults/" + f[2], f[0]);
        m.spec.name = f[1];
        m.source = f[3];
        m.notes = f[4];
        m.config_json = config.dump();
        models.push_back(tables::rowToJson(tables::modelTable(), m));
    }
    Source ms;
    ms.stem = "models";
    ms.name = "defaults/models";
    ms.rows = &models;
    sources.push_back(std::move(ms));
    nlohmann::json settings = nlohmann::json::array({{{"key", "default_currency"}, {"value", "EUR"}}});
    Source ss;
    ss.stem = "settings";
    ss.name = "defaults/settings";
    ss.rows = &settings;
    sources.push_back(std::move(ss));
    importSources(sources, false, nullptr); // a new file: nothing to back up
    setInfo("data_revision", "0");
    setInfo("defaults_revision", builtinDefaultsRevision());
    setInfo("created", tables::today());
}

std::string CatalogStore::builtinDefaultsRevision() {
    std::string r(embedded::seedFile("REVISION"));
    while (!r.empty() && (r.back() == '\n' || r.back() == '\r' || r.back() == ' '))
        r.pop_back();
    return r;
}

} // namespace gpuplan

namespace gpuplan::embedded {

std::string_view seedFile(std::string_view name) {
    for (const auto& f : seedFiles())
        if (f.name == name)
            return f.data;
    throw std::logic_error(fmt::format("this build has no default catalog file '{}'", name));
}

} // namespace gpuplan::embedded
