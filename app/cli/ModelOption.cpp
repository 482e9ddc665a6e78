#include "cli/ModelOption.h"

#include "cli/CliText.h"
#include "text/CoreText.h"

#include "core/model/HfConfig.h"

#include <filesystem>

namespace gpuplan::cli {

void setModelOption(const std::string& model, Scenario& s, std::ostream& err) {
    std::error_code ec;
    if (!std::filesystem::exists(model, ec)) {
        s.model_id = model;
        return;
    }
    const std::filesystem::path p(model);
    HfImport imported = importHfConfigFile(std::filesystem::is_directory(p, ec) ? p / "config.json" : p);
    for (const Message& warning : imported.warnings)
        err << formatLocal(translate("Fit", "warning: {}\n"), text::cliText(warning));
    s.model_spec = std::move(imported.spec);
    s.model_id = s.model_spec->id;
}

} // namespace gpuplan::cli
