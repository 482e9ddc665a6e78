#pragma once

#include "Catalog.h"

#include <string>
#include <vector>

namespace gpuplan {

// The standard links of shared/data/interconnects.csv (source key MLE-NET:
// stas00/ml-engineering network/README.md; HPCNOTES-PCIE for PCIe), the same
// figures the default catalog ships. Used only when no catalog is at hand (the
// CLI's transfer/allreduce without a database); the catalog is preferred.
// Efficiencies: PCIe copies reach 26 of 31.5 GB/s (nvbandwidth, measurements.csv
// pcie4-h2d); NVLink 4 copies 380 of 450 GB/s (nvlink4-p2p-unidir); 0.8 elsewhere.
const std::vector<InterconnectSpec>& standardLinks();

// Finds a link by id, or by the id's first word ("nvlink3" -> "nvlink3-a100") when
// that is unambiguous. nullptr when none.
const InterconnectSpec* findLink(const std::vector<InterconnectSpec>& links, const std::string& id);

} // namespace gpuplan
