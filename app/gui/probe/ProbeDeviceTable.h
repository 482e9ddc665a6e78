#pragma once

#include "core/catalog/Catalog.h"
#include "core/scenario/ProbeReport.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QWidget>

#include <cstddef>

class QListWidget;

namespace gpuplan::gui {

class ResultTable;
struct TableCell;

// The probe tab's devices: the detected GPUs beside their catalog entries (what
// differs flagged in its cell), the list of the differences from the catalog, and
// what each backend (NVML, ROCm SMI, sysfs) said. Its words are the probe tab's.
class ProbeDeviceTable : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::gui::ProbeTab)
public:
    explicit ProbeDeviceTable(QWidget* parent = nullptr);

    // Fills the tables from a detection matched against `catalog`.
    void showReport(const probe::ProbeReport& report, const Catalog& catalog);
    // The devices and their differences (hidden while no GPU is detected); the
    // backends are always shown.
    void setDevicesVisible(bool visible);

    ResultTable* devicesTable() const { return devices_; }
    QListWidget* differencesList() const { return differences_; }
    ResultTable* backendsTable() const { return backends_; }

private:
    void showDevices(const probe::ProbeReport& report, const Catalog& catalog);
    void showBackends(const probe::ProbeReport& report);
    // Lists device `index`'s differences from the catalog and flags their cells in `cells`
    // (its row, `row`, of the devices table), adding their (row, column) to `flagged`.
    void listDifferences(std::size_t index, const probe::ProbedDevice& p, int row, QList<TableCell>& cells,
                         QList<QPair<int, int>>& flagged);

    ResultTable* devices_;
    QListWidget* differences_;
    ResultTable* backends_;
    QWidget* devices_box_;
    QWidget* differences_box_;
};

} // namespace gpuplan::gui
