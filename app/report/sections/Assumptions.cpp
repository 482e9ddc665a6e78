// Section 6 of the procurement report: the efficiencies and rates with their sources,
// the prices used, the catalog's hardware and model figures and what the estimate leaves out.
#include "report/PlanReport.h"

#include "text/Names.h"

#include "core/base/Error.h"
#include "core/cost/Pricing.h"
#include "core/plan/Planner.h"
#include "core/speed/Communication.h"
#include "report/sections/SectionParts.h"
#include "text/CatalogNames.h"
#include "text/CatalogNotes.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/QtString.h"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace gpuplan::report {

using text::qs;

void PlanReport::assumptions(ReportDocument& doc) const {
    doc.addPageBreak();
    doc.addHeading(sectionTitles()[5]);
    doc.addParagraph(tr("Every figure above follows from the catalog (version %1) and the assumptions below. "
                        "Values the scenario changed from GPU Planner's defaults are marked.")
                         .arg(text::catalogVersion(catalog_)));
    efficienciesUsed(doc);
    pricesUsed(doc);
    specsUsed(doc);
    leftOut(doc);
}

void PlanReport::efficienciesUsed(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const Efficiencies def;
    const RuntimeOverhead def_rt;
    const Scenario def_s;
    ReportTable t;
    t.header = {tr("Assumption"), tr("Value"), tr("Source")};
    align(t, "LRL");
    auto row = [&](const QString& name, const QString& value, bool changed, const QString& source) {
        t.rows.append({name, changed ? tr("%1 (scenario)").arg(value) : value, source});
    };
    const Efficiencies& e = s.efficiencies;
    row(tr("Training MFU"), format_.percent(e.train_mfu), e.train_mfu != def.train_mfu,
        tr("Sustained share of the bf16 tensor peak on a datacenter GPU, recomputation and attention "
           "counted: the median of 23 published runs (torchtitan on H100 and A100, 2024; torchtune on "
           "A100, 2024). An RTX 4090 sustains 1.27 times it (torchtune, 2024-09); FP8 training "
           "(torchao Float8, Transformer Engine) 0.63 times it of the fp8 peak (torchtitan Float8 on "
           "H100, 2024-12); workstation cards are assumed to sustain it."));
    row(tr("Prefill MFU"), format_.percent(e.prefill_mfu), e.prefill_mfu != def.prefill_mfu,
        tr("Prompt processing is one large forward pass, GEMM-like."));
    row(tr("Decode MFU"), format_.percent(e.decode_mfu), e.decode_mfu != def.decode_mfu,
        tr("Compute side of batched decoding (small GEMMs)."));
    row(tr("Decode memory-bandwidth efficiency"), format_.percent(e.decode_memory),
        e.decode_memory != def.decode_memory,
        tr("MLC-LLM decodes Llama-2-7B 4-bit at 191 tokens/s on an RTX 4090, about 74% of 1008 GB/s "
           "(github.com/mlc-ai/llm-perf-bench pull request 1); STREAM-like copies reach 89–92%."));
    row(tr("GEMM efficiency"), format_.percent(e.gemm), e.gemm != def.gemm,
        tr("An A800 reaches 215 of 312 TFLOPS in FP16 (github.com/mli/transformers-benchmarks issue "
           "4)."));
    row(tr("ROCm time factor"), format_.decimal(e.rocm_factor, 2), e.rocm_factor != def.rocm_factor,
        tr("The guide measures its 10000² matrix product 1.5× slower on ROCm than on CUDA."));
    row(tr("Collective bus-bandwidth efficiency"), format_.percent(e.comm.collective_efficiency),
        e.comm.collective_efficiency != def.comm.collective_efficiency,
        tr("nccl-tests: 8× H100 SXM 370 of 450 GB/s (82%), 8× A100 SXM4 200 of 300 GB/s (67%) "
           "(github.com/NVIDIA/nccl-tests issues 212 and 149)."));
    row(tr("Gradient communication hidden by compute"), format_.percent(e.comm.overlap),
        e.comm.overlap != def.comm.overlap,
        tr("DDP buckets and ZeRO prefetch overlap the backward pass (assumption)."));
    row(tr("Latency of a collective"), format_.seconds(e.comm.default_latency_s),
        e.comm.default_latency_s != def.comm.default_latency_s,
        tr("One tensor-parallel all-reduce on H100 as inference engines run it, fitted on 17 published "
           "times (vLLM pull requests 24111 and 24532, 2025-09); used when the catalog gives the link "
           "no latency."));
    row(tr("NVMe bandwidth per node"), format_.bandwidth(e.comm.nvme_bytes_per_s),
        e.comm.nvme_bytes_per_s != def.comm.nvme_bytes_per_s,
        tr("One PCIe 4.0 × 4 drive, sequential (assumption)."));
    row(tr("CUDA context"), format_.memoryText(static_cast<double>(s.runtime.cuda_context_bytes), 2),
        s.runtime.cuda_context_bytes != def_rt.cuda_context_bytes,
        tr("PyTorch measures 287–667 MB (pytorch/pytorch PR #86509)."));
    row(tr("Fragmentation margin"), format_.percent(s.runtime.fragmentation),
        s.runtime.fragmentation != def_rt.fragmentation,
        tr("Memory the caching allocator loses (assumption)."));
    row(tr("Power drawn while working"), format_.percent(s.power_fraction),
        s.power_fraction != def_s.power_fraction,
        tr("The guide's nvidia-smi shows an RTX 4090 at 380 W of 450 W under load."));
    row(tr("Data-centre overhead (PUE)"), format_.decimal(s.pue, 2), s.pue != def_s.pue,
        tr("1.0 at home or in an office."));
    row(tr("Electricity"), tr("%1/kWh").arg(money(s.electricity_per_kwh)),
        s.electricity_per_kwh != def_s.electricity_per_kwh, tr("The scenario's price of a kWh."));
    t.caption = tr("Table: efficiencies and rates of the models, with the publication each default comes "
                   "from. \"The guide\" is \"GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026\".");
    doc.addHeading(tr("Efficiencies and rates"), 2);
    doc.addTable(t);
}

// A price's or an offer's date, flagged when it is over 12 months older than the report.
QString PlanReport::datedText(const std::string& date) const {
    return text::coreText(
        priceDateNote(date, options_.date.toString(Qt::ISODate).toStdString(), options_.stale_after_months),
        options_.locale);
}

// An exchange rate's date, flagged as a price's is.
QString PlanReport::rateDatedText(const std::string& date) const {
    return text::coreText(
        rateDateNote(date, options_.date.toString(Qt::ISODate).toStdString(), options_.stale_after_months),
        options_.locale);
}

// Prices, offers and exchange rates used.
void PlanReport::pricesUsed(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    ReportTable t;
    t.header = {tr("Price"), tr("Value"), tr("Date"), tr("Source")};
    t.widths = {1.5, 1.1, 0.8, 2.8};
    align(t, "LRLL");
    t.font_points = 7.5;
    std::set<std::string> currencies;
    auto addPrice = [&](const std::string& gpu_id, const QString& what) {
        if (gpu_id == s.gpu_id && s.gpu_price) {
            t.rows.append({what, money(*s.gpu_price), {}, tr("the scenario")});
            return;
        }
        auto p = catalog_.latestPrice(gpu_id, "new");
        if (!p)
            p = catalog_.latestPrice(gpu_id, "");
        if (!p)
            return;
        currencies.insert(p->currency);
        QString value = format_.money(p->amount, p->currency);
        if (p->currency != s.currency)
            value = tr("%1 (%2)").arg(
                value, money(convertCurrency(catalog_, s, p->amount, p->currency, s.currency)));
        t.rows.append({tr("%1 (%2)").arg(what, text::conditionText(p->condition, format_)), value,
                       datedText(p->date), text::sourceText(p->source, format_)});
    };
    addPrice(r.buy_rent.buy_gpu, tr("%1, one GPU").arg(gpuName(r.buy_rent.buy_gpu)));
    std::set<std::string> seen{r.buy_rent.buy_gpu};
    const std::size_t shown = std::min<std::size_t>(r.recommendation.pareto.size(), 4);
    for (std::size_t i = 0; i < shown; ++i) {
        const Candidate& c = r.recommendation.pareto[i];
        if (c.mode == PurchaseMode::Buy && seen.insert(c.gpu).second)
            addPrice(c.gpu, tr("%1, one GPU").arg(gpuName(c.gpu)));
    }
    offersUsed(t, currencies);
    currencies.insert(s.currency);
    exchangeRatesUsed(t, currencies);
    t.caption =
        tr("Table: prices used, in their own currency (converted into %1 in brackets).").arg(qs(s.currency));
    doc.addHeading(tr("Prices and rates"), 2);
    if (t.rows.isEmpty())
        doc.addParagraph(tr("No purchase price or cloud rate was needed."));
    else
        doc.addTable(t);
}

// The offer buy vs rent compares with (or the scenario's rate), and the offers the recommended
// rentals are costed with (the cheapest on-demand one that rents their count).
void PlanReport::offersUsed(ReportTable& t, std::set<std::string>& currencies) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    std::set<std::string> offers;
    auto addOffer = [&](const CloudOffer* o) {
        if (!o || !offers.insert(o->id).second)
            return;
        currencies.insert(o->currency);
        QString value = format_.moneyPerHour(o->price_per_hour, o->currency);
        if (o->currency != s.currency)
            value = tr("%1 (%2)").arg(
                value,
                format_.moneyPerHour(convertCurrency(catalog_, s, o->price_per_hour, o->currency, s.currency),
                                     s.currency));
        t.rows.append(
            {tr("%1 %2, %3")
                 .arg(qs(o->provider), qs(o->instance_type), format_.gpus(static_cast<int>(o->gpu_count))),
             value, datedText(o->date), text::sourceText(o->source, format_)});
    };
    if (r.buy_rent.selected) {
        const RentOptionResult& sel = *r.buy_rent.selected;
        if (const CloudOffer* o = catalog_.findOffer(sel.offer_id))
            addOffer(o);
        else
            t.rows.append(
                {tr("Cloud rate of %1").arg(gpuName(r.buy_rent.rent_gpu)),
                 format_.moneyPerHour(sel.rate_per_hour / std::max(1u, r.buy_rent.buy.gpu_count), s.currency),
                 {},
                 tr("the scenario")});
    }
    const std::size_t shown = std::min<std::size_t>(r.recommendation.pareto.size(), 4);
    for (std::size_t i = 0; i < shown; ++i) {
        const Candidate& c = r.recommendation.pareto[i];
        if (c.mode == PurchaseMode::Rent && catalog_.findGpu(c.gpu))
            addOffer(catalog_.findOffer(c.offer_id));
    }
}

// The exchange rate of each currency but the euro that converting takes (rateTaken): the
// scenario's own, else the catalog's.
void PlanReport::exchangeRatesUsed(ReportTable& t, const std::set<std::string>& currencies) const {
    for (const std::string& cur : currencies) {
        const ExchangeRate* x = rateTaken(catalog_, scenario_, cur);
        if (!x)
            continue;
        const auto& own = scenario_.exchange_rates;
        const bool from_scenario =
            std::any_of(own.begin(), own.end(), [&](const ExchangeRate& r) { return &r == x; });
        t.rows.append({tr("Exchange rate"), tr("1 € = %1 %2").arg(format_.decimal(x->per_eur, 4), qs(cur)),
                       rateDatedText(x->date),
                       from_scenario ? tr("the scenario") : text::rateSourceText(x->source, format_)});
    }
}

void PlanReport::specsUsed(ReportDocument& doc) const {
    const Scenario& s = scenario_;
    const PlanResults& r = results_;
    // Hardware and model specs used.
    ReportTable t;
    t.header = {tr("Item"), tr("Figures"), tr("Source")};
    t.widths = {1.1, 1.6, 3.0}; // the sources are long: most of the width
    align(t, "LLL");
    t.font_points = 7.5;
    std::vector<std::string> gpus{r.gpu};
    if (r.buy_rent.rent_gpu != r.gpu)
        gpus.push_back(r.buy_rent.rent_gpu);
    for (const Candidate& c : r.recommendation.pareto)
        if (std::find(gpus.begin(), gpus.end(), c.gpu) == gpus.end() && gpus.size() < 5)
            gpus.push_back(c.gpu);
    for (const std::string& id : gpus) {
        const GpuSpec* g = catalog_.findGpu(id);
        if (!g)
            continue;
        QStringList figures{
            format_.memoryText(static_cast<double>(g->vram_bytes)),
            tr("%1 memory bandwidth").arg(format_.bandwidth(g->memory_bandwidth_bytes_per_s))};
        if (g->bf16_tensor_flops)
            figures.append(tr("%1 TFLOPS BF16 dense").arg(format_.decimal(*g->bf16_tensor_flops / 1e12, 0)));
        // FP8 serving and FP8 training (--regime fp8) are timed on this peak, not on BF16's.
        if (g->fp8_tensor_flops)
            figures.append(tr("%1 TFLOPS FP8 dense").arg(format_.decimal(*g->fp8_tensor_flops / 1e12, 0)));
        if (g->tdp_w)
            figures.append(tr("%1 W").arg(format_.decimal(*g->tdp_w, 0)));
        t.rows.append(
            {text::gpuNameText(g->name, format_), figures.join(QStringLiteral(", ")), qs(g->source)});
    }
    if (const CatalogModel* m = catalog_.findModel(r.model.id); m && !s.model_spec)
        t.rows.append({qs(r.model.name.empty() ? r.model.id : r.model.name),
                       tr("%1 layers, hidden %2, %3 billion parameters")
                           .arg(r.model.layers)
                           .arg(r.model.hidden)
                           .arg(format_.decimal(static_cast<double>(r.single_gpu.params.total) / 1e9, 2)),
                       qs(m->source)});
    else if (s.model_spec)
        t.rows.append({qs(r.model.name.empty() ? r.model.id : r.model.name),
                       tr("%1 layers, hidden %2").arg(r.model.layers).arg(r.model.hidden),
                       tr("a config.json embedded in the scenario")});
    std::set<std::string> links;
    if (const GpuSpec* g = catalog_.findGpu(r.gpu)) {
        try {
            const LinkPath path = linkPathFor(catalog_, *g, s.intra_node_link, s.inter_node_link,
                                              std::max<std::uint32_t>(1, s.gpus_per_node));
            const bool nodes = r.layout.nodes() > 1;
            for (const InterconnectSpec* l :
                 {&path.intra, nodes && path.inter ? &*path.inter : nullptr, &path.host}) {
                if (!l || !links.insert(l->id).second)
                    continue;
                t.rows.append(
                    {text::linkNameText(l->id, l->name, format_),
                     tr("%1 per direction, %2 efficiency")
                         .arg(format_.bandwidth(l->per_direction_bytes_per_s),
                              format_.percent(l->efficiency)),
                     l->source.empty() ? text::linkNoteText(l->id, l->notes, format_) : qs(l->source)});
            }
        } catch (const InputError&) {
        }
    }
    t.caption = tr("Table: catalog figures of the GPUs, model and links the report relies on.");
    doc.addHeading(tr("Hardware and model"), 2);
    doc.addTable(t);
}

void PlanReport::leftOut(ReportDocument& doc) const {
    const PlanResults& r = results_;
    doc.addHeading(tr("What the estimate leaves out"), 2);
    doc.addBullets(
        {tr("Memory: framework buffers beyond the CUDA context, the fragmentation margin and FSDP's "
            "collective stream pools, NCCL's own buffers, and data-loader memory on the host."),
         tr("Throughput: kernel-level effects (attention implementation, fused kernels, quantized kernels' "
            "real "
            "speed), input pipelines, checkpoint saving and evaluation runs; the efficiencies above stand "
            "for them."),
         tr("Communication: network congestion and topology beyond one link type inside a node and one "
            "between "
            "nodes."),
         tr("Costs: taxes, shipping, rack space, cooling beyond the PUE, staff time, software licences, "
            "storage "
            "and data transfer in the cloud, price changes over the horizon and the value of money over "
            "time."),
         tr("Availability: delivery times, cloud capacity and spot interruptions.")});
    if (!r.warnings.empty()) {
        QStringList items;
        for (const Message& w : r.warnings)
            items.append(text::coreText(w, format_.locale()));
        doc.addHeading(tr("Warnings from the planner"), 2);
        doc.addBullets(items);
    }
}

} // namespace gpuplan::report
