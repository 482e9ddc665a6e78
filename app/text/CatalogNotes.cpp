#include "text/CatalogNotes.h"

#include "text/QtString.h"

#include <QCoreApplication>

namespace gpuplan::text {

namespace {

constexpr const char* kContext = "catalog notes";

struct KnownNote {
    const char* id;
    const char* note; // database/seed/interconnects.csv, character for character
};

// The notes of database/seed/interconnects.csv. TestCatalogNotes fails when a seed note has no
// entry here (a note changed in the seed needs its entry changed, and its French).
const KnownNote kLinkNotes[] = {
    {"pcie3-x16",
     QT_TRANSLATE_NOOP("catalog notes",
                       "8 GT/s, 128b/130b, ~0.985 GB/s per lane per direction (hpc-notes: 15.7). T4 / V100 "
                       "era. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
                       "editable).")},
    {"pcie4-x16",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "16 GT/s; ~1.97 GB/s per lane. ml-engineering rounds to 31/62. Usually quoted as ~32 / "
         "64 GB/s. efficiency 0.825 = measured pinned host-to-device copy 26 GB/s of 31.5 "
         "(NVIDIA/nvbandwidth README example: 25.9-26.2 GB/s; A100 PCIe 25 GB/s, ZaidQureshi/bam "
         "issue #54).")},
    {"pcie5-x16",
     QT_TRANSLATE_NOOP("catalog notes",
                       "32 GT/s. Measured H2D on 8x H200: 55.4 GB/s (~88%). NVIDIA quotes 128 GB/s 'duplex' "
                       "for H200. efficiency 0.88 = measured H2D on 8x H200 (55.4 of 63 GB/s, MLE-NET).")},
    {"pcie6-x16",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "64 GT/s PAM4 + FLIT; ml-engineering's figures are net of FLIT overhead (raw ~128/256). "
         "~7.88 GB/s/lane raw. Hardly any accelerator attaches at Gen6 yet; ConnectX-8 NICs do. "
         "efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
         "editable).")},
    {"nvlink2-v100",
     QT_TRANSLATE_NOOP("catalog notes",
                       "Per-GPU total across all links. efficiency 0.80 = GPU Planner default estimate (no "
                       "measurement in the sources; editable).")},
    {"nvlink3-a100",
     QT_TRANSLATE_NOOP("catalog notes",
                       "NVIDIA's '600 GB/s' is bidirectional (300 each way). efficiency 0.80 = GPU Planner "
                       "default estimate (no measurement in the sources; editable).")},
    {"nvlink4-h100",
     QT_TRANSLATE_NOOP("catalog notes",
                       "Measured 8x H200: 396 GB/s unidirectional (88%), 784 GB/s duplex. efficiency 0.88 = "
                       "measured 396 of 450 GB/s unidirectional on 8x H200 (MLE-NET).")},
    {"nvlink5-b200",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "HGX B200 nvidia-smi topo shows NV18 between every pair. efficiency 0.80 = GPU Planner "
         "default estimate (no measurement in the sources; editable).")},
    {"nvlink-bridge-a6000",
     QT_TRANSLATE_NOOP("catalog notes",
                       "Per-direction figure = half of the quoted 112.5 GB/s bidirectional. Only 2 cards can "
                       "be bridged. efficiency 0.80 = GPU Planner default estimate (no measurement in the "
                       "sources; editable).")},
    {"nvlink-c2c-gh200",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "CPU-GPU coherent link in GH200 (also GB200). ml-engineering: no official public spec; "
         "450 GB/s unidirectional reported. efficiency 0.80 = GPU Planner default estimate (no "
         "measurement in the sources; editable).")},
    {"nvswitch-gen3-hgx-h100",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "Per-GPU bandwidth equals NVLink 4; any pair can use the full 450 GB/s/dir. 3.6 TB/s "
         "system bisection, 450 GB/s reduction (NVLS) bandwidth. Gen1 came with V100, gen2 with "
         "A100. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
         "editable).")},
    {"nvswitch-gen4-hgx-b200",
     QT_TRANSLATE_NOOP("catalog notes",
                       "Per-GPU. esaitech quotes 14.4 TB/s total fabric bandwidth for an 8-GPU HGX B200. "
                       "efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
                       "editable).")},
    {"xgmi-mi250x",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "50 GB/s per link per direction. Point-to-point mesh: a single peer pair gets only 50 "
         "GB/s/dir (7x less than all-to-all). efficiency 0.80 = GPU Planner default estimate (no "
         "measurement in the sources; editable).")},
    {"xgmi-mi300x",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "AMD quotes 128 GB/s peak per link (read as bidirectional -> 64 GB/s/dir). Peer-to-peer "
         "64 GB/s/dir. An 8th link is for scale-out. efficiency 0.80 = GPU Planner default "
         "estimate (no measurement in the sources; editable).")},
    {"gaudi2-rocev2-scaleup",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "Same NICs serve intra- and inter-node; 2.4 Tb/s per node inter-node. efficiency 0.80 = "
         "GPU Planner default estimate (no measurement in the sources; editable).")},
    {"gaudi3-rocev2-scaleup",
     QT_TRANSLATE_NOOP("catalog notes",
                       "4.8 Tb/s per 8-card node inter-node. efficiency 0.80 = GPU Planner default estimate "
                       "(no measurement in the sources; editable).")},
    {"ib-edr-4x",
     QT_TRANSLATE_NOOP("catalog notes",
                       "100 Gb/s per port per direction. efficiency 0.80 = GPU Planner default estimate (no "
                       "measurement in the sources; editable).")},
    {"ib-hdr-4x",
     QT_TRANSLATE_NOOP("catalog notes",
                       "200 Gb/s per port per direction. NVIDIA no longer lists an HDR switch platform. "
                       "efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
                       "editable).")},
    {"ib-ndr-4x",
     QT_TRANSLATE_NOOP("catalog notes",
                       "400 Gb/s. DGX H100: 8x ConnectX-7 = 400 GB/s per node per direction. Latency not "
                       "published. efficiency 0.80 = GPU Planner default estimate (no measurement in the "
                       "sources; editable).")},
    {"ib-xdr-4x",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "800 Gb/s. DGX B300: 8x ConnectX-8 = 800 GB/s per node per direction. efficiency 0.80 = "
         "GPU Planner default estimate (no measurement in the sources; editable).")},
    {"eth-10gbe",
     QT_TRANSLATE_NOOP("catalog notes",
                       "10 Gb/s / 8. The onboard network of workstation mainboards (the TRX40 boards for "
                       "Threadripper 3000 came 'mit ... 10-Gigabit-LAN'); GPU Planner assumes it between two "
                       "workstations or desktops whose row in the Systems table names no network link. "
                       "efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; "
                       "editable).")},
    {"cx7-200gbe-gb10",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "200 Gb/s / 8 per direction for the unit: its ConnectX-7 reaches the SoC over two PCIe "
         "Gen5 x4 links of about 100 Gb/s each. Ethernet only (RoCE), no InfiniBand mode; two "
         "units connect directly, more need a switch (not priced). efficiency 0.85 = measured: "
         "340 Gbit/s full duplex between two DGX Spark over RDMA, 170 Gb/s per direction of 200 "
         "(Catharsis); iperf3 reached 160-198 Gb/s per direction out of two ports "
         "(ServeTheHome).")},
    {"eth-100gbe",
     QT_TRANSLATE_NOOP("catalog notes",
                       "100 Gb/s / 8. Used with RoCE v2 (e.g. Gaudi 2); AWS EFA v2 on p5 = 32x 100GbE = 400 "
                       "GB/s per node per direction. efficiency 0.80 = GPU Planner default estimate (no "
                       "measurement in the sources; editable).")},
    {"eth-400gbe",
     QT_TRANSLATE_NOOP(
         "catalog notes",
         "400 Gb/s / 8. E.g. Spectrum-4 SN5400 (64x 400GbE), AMD Pollara 400 NIC; ConnectX-7 in "
         "Ethernet mode. efficiency 0.80 = GPU Planner default estimate (no measurement in the "
         "sources; editable).")},
    {"aws-efa-v2-p5",
     QT_TRANSLATE_NOOP("catalog notes",
                       "Node-level aggregate (8 GPUs) = 50 GB/s per GPU per direction. p4d (EFA v1): 4x 100 "
                       "Gb/s = 50 GB/s per node. efficiency 0.80 = GPU Planner default estimate (no "
                       "measurement in the sources; editable).")},
};

// The names of database/seed/interconnects.csv that hold words (the others, "PCIe 4.0 x16", are
// the same in every language).
const KnownNote kLinkNames[] = {
    {"nvlink2-v100", QT_TRANSLATE_NOOP("catalog link names", "NVLink 2 (V100 per GPU)")},
    {"nvlink3-a100", QT_TRANSLATE_NOOP("catalog link names", "NVLink 3 (A100 per GPU)")},
    {"nvlink4-h100", QT_TRANSLATE_NOOP("catalog link names", "NVLink 4 (H100/H200/GH200 per GPU)")},
    {"nvlink5-b200", QT_TRANSLATE_NOOP("catalog link names", "NVLink 5 (B200/GB200 per GPU)")},
    {"nvlink-bridge-a6000", QT_TRANSLATE_NOOP("catalog link names", "NVLink bridge (RTX A6000, 2-way)")},
    {"nvswitch-gen3-hgx-h100",
     QT_TRANSLATE_NOOP("catalog link names", "NVSwitch gen 3 (HGX/DGX H100, 4 switch chips)")},
    {"nvswitch-gen4-hgx-b200",
     QT_TRANSLATE_NOOP("catalog link names", "NVSwitch gen 4 (HGX B200 / GB200 NVL72)")},
    {"gaudi2-rocev2-scaleup",
     QT_TRANSLATE_NOOP("catalog link names", "Intel Gaudi 2 integrated RoCE (scale-up)")},
    {"gaudi3-rocev2-scaleup",
     QT_TRANSLATE_NOOP("catalog link names", "Intel Gaudi 3 integrated RoCE (scale-up)")},
    {"ib-edr-4x", QT_TRANSLATE_NOOP("catalog link names", "InfiniBand EDR 4x port")},
    {"ib-hdr-4x", QT_TRANSLATE_NOOP("catalog link names", "InfiniBand HDR 4x port")},
    {"ib-ndr-4x", QT_TRANSLATE_NOOP("catalog link names", "InfiniBand NDR 4x port (ConnectX-7)")},
    {"ib-xdr-4x", QT_TRANSLATE_NOOP("catalog link names", "InfiniBand XDR 4x port (ConnectX-8)")},
    {"eth-10gbe", QT_TRANSLATE_NOOP("catalog link names", "10 Gigabit Ethernet")},
    {"cx7-200gbe-gb10",
     QT_TRANSLATE_NOOP("catalog link names", "ConnectX-7 200GbE (DGX Spark / GB10, two QSFP ports)")},
    {"eth-100gbe", QT_TRANSLATE_NOOP("catalog link names", "100 Gigabit Ethernet")},
    {"eth-400gbe", QT_TRANSLATE_NOOP("catalog link names", "400 Gigabit Ethernet")},
    {"aws-efa-v2-p5", QT_TRANSLATE_NOOP("catalog link names", "AWS EFA v2 (p5/p5e node)")},
};

} // namespace

QString linkNameText(const std::string& link_id, const std::string& name, const Format& format) {
    for (const KnownNote& k : kLinkNames)
        if (link_id == k.id && name == k.note)
            return format.translated("catalog link names", k.note);
    return qs(name);
}

QString linkNoteText(const std::string& link_id, const std::string& note, const Format& format) {
    for (const KnownNote& k : kLinkNotes)
        if (link_id == k.id && note == k.note)
            return format.translated(kContext, k.note);
    return qs(note);
}

} // namespace gpuplan::text
