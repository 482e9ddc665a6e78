#include "database/CatalogJson.h"

#include "database/CatalogTables.h"

namespace gpuplan {

nlohmann::json toJson(const GpuSpec& gpu) {
    return tables::rowToJson(tables::gpuTable(), gpu);
}
nlohmann::json toJson(const InterconnectSpec& i) {
    return tables::rowToJson(tables::interconnectTable(), i);
}
nlohmann::json toJson(const GpuPrice& price) {
    return tables::rowToJson(tables::priceTable(), price);
}
nlohmann::json toJson(const CloudOffer& offer) {
    return tables::rowToJson(tables::offerTable(), offer);
}
nlohmann::json toJson(const System& system) {
    return tables::rowToJson(tables::systemTable(), system);
}
nlohmann::json toJson(const BenchmarkRun& run) {
    return tables::rowToJson(tables::benchmarkRunTable(), run);
}
nlohmann::json toJson(const ApiPrice& price) {
    return tables::rowToJson(tables::apiPriceTable(), price);
}
nlohmann::json toJson(const CatalogModel& model) {
    return tables::rowToJson(tables::modelTable(), model);
}
nlohmann::json toJson(const ExchangeRate& rate) {
    return tables::rowToJson(tables::rateTable(), rate);
}
nlohmann::json toJson(const Currency& currency) {
    return tables::rowToJson(tables::currencyTable(), currency);
}

} // namespace gpuplan
