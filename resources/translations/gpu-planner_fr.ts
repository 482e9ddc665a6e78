<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>gpuplan::charts::ChartView</name>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1 : %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d’écrire %1</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>Copy chart as image</source>
        <translation>Copier le graphique comme image</translation>
    </message>
    <message>
        <source>Save chart as…</source>
        <translation>Enregistrer le graphique sous…</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ReportExport</name>
    <message>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>The scenario has no results to report: %1</source>
        <translation>Le scénario n’a pas de résultats à présenter&#xa0;: %1</translation>
    </message>
    <message>
        <source>The report of this scenario cannot be made: %1</source>
        <translation>Le rapport de ce scénario ne peut pas être produit&#xa0;: %1</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>rapport.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Rapport enregistré dans %1</translation>
    </message>
    <message>
        <source>Report Preview</source>
        <translation>Aperçu du rapport</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Format&#xa0;:</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Pleine largeur</translation>
    </message>
    <message>
        <source>Fit the page width</source>
        <translation>Ajuster à la largeur de la page</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <source>Show whole pages</source>
        <translation>Afficher des pages entières</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
</context>
<context>
    <name>gpuplan::report</name>
    <message>
        <source>GPU Planner — catalog %1</source>
        <translation>GPU Planner — catalogue %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: %2</source>
        <translation>Impossible d’écrire le rapport dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot start a PDF at %1</source>
        <translation>Impossible de créer un PDF dans %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::report::PlanReport</name>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;Go</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1&#xa0;h</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1&#xa0;µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;Go/s</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>fine-tuning LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>fine-tuning QLoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>fine-tuning complet</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>pré-entraînement</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>un seul GPU</translation>
    </message>
    <message>
        <source>DataParallel</source>
        <translation>DataParallel</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>parallélisme de pipeline</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>hybride</translation>
    </message>
    <message>
        <source>%1 + CPU offload</source>
        <translation>%1 + déchargement CPU</translation>
    </message>
    <message>
        <source>%1 + NVMe offload</source>
        <translation>%1 + déchargement NVMe</translation>
    </message>
    <message>
        <source> (DP %1 × TP %2 × PP %3)</source>
        <translation> (DP %1 × TP %2 × PP %3)</translation>
    </message>
    <message>
        <source>%1, 1 GPU</source>
        <translation>%1, 1 GPU</translation>
    </message>
    <message>
        <source>%1, %2 GPUs</source>
        <translation>%1, %2 GPU</translation>
    </message>
    <message>
        <source>%1, %2 GPUs (%3 nodes × %4)</source>
        <translation>%1, %2 GPU (%3 nœuds × %4)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>Louer %1</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>Acheter %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1. Summary</source>
        <translation>1. Synthèse</translation>
    </message>
    <message>
        <source>2. Feasibility</source>
        <translation>2. Faisabilité</translation>
    </message>
    <message>
        <source>3. Multi-GPU layout and interconnect</source>
        <translation>3. Répartition multi-GPU et interconnexion</translation>
    </message>
    <message>
        <source>4. Throughput</source>
        <translation>4. Débit</translation>
    </message>
    <message>
        <source>5. Buy vs rent</source>
        <translation>5. Acheter ou louer</translation>
    </message>
    <message>
        <source>6. Assumptions and sources</source>
        <translation>6. Hypothèses et sources</translation>
    </message>
    <message>
        <source>GPU procurement report</source>
        <translation>Rapport d’achat de GPU</translation>
    </message>
    <message>
        <source>%1 billion parameters</source>
        <translation>%1&#xa0;milliards de paramètres</translation>
    </message>
    <message>
        <source>%1 (%2): %3 in %4, batch %5 × %6 tokens</source>
        <translation>%1 (%2)&#xa0;: %3 en %4, lot de %5 × %6 tokens</translation>
    </message>
    <message>
        <source>; a job is %1 examples × %2 epoch(s)</source>
        <translation> ; une tâche = %1 exemples × %2 époque(s)</translation>
    </message>
    <message>
        <source>; a job is %1 requests of %2 generated tokens</source>
        <translation> ; une tâche = %1 requêtes de %2 tokens générés</translation>
    </message>
    <message>
        <source>%1 job(s) a month over %2 months</source>
        <translation>%1 tâche(s) par mois sur %2 mois</translation>
    </message>
    <message>
        <source>%1 h of work a month over %2 months</source>
        <translation>%1&#xa0;h de travail par mois sur %2 mois</translation>
    </message>
    <message>
        <source>buying does not pay off within %1 months</source>
        <translation>l’achat n’est pas rentabilisé en %1 mois</translation>
    </message>
    <message>
        <source>after %1 months (month %2)</source>
        <translation>après %1 mois (mois %2)</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>Fichier du scénario</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Scenario&apos;s hardware</source>
        <translation>Matériel du scénario</translation>
    </message>
    <message>
        <source>%1 × %2 (%3): %4 per GPU of %5 — %6</source>
        <translation>%1 × %2 (%3)&#xa0;: %4 par GPU sur %5 — %6</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient en mémoire</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>No option in the catalog runs this workload within the constraints (at most %1 GPUs%2). Section 2 lists what each GPU would need.</source>
        <translation>Aucune option du catalogue n’exécute cette charge dans les contraintes (au plus %1&#xa0;GPU%2). La section 2 indique ce qu’il faudrait à chaque GPU.</translation>
    </message>
    <message>
        <source>, a budget of %1</source>
        <translation>, un budget de %1</translation>
    </message>
    <message>
        <source>Recommended options</source>
        <translation>Options recommandées</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Layout and precision</source>
        <translation>Répartition et précision</translation>
    </message>
    <message>
        <source>Total over %1 months</source>
        <translation>Total sur %1 mois</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>Coût initial</translation>
    </message>
    <message>
        <source>Time per job</source>
        <translation>Durée par tâche</translation>
    </message>
    <message>
        <source>The cost/time front: each option is the cheapest for its speed. The first is the recommendation; costs at %1 job(s) a month.</source>
        <translation>Le front coût/durée&#xa0;: chaque option est la moins chère pour sa vitesse. La première est la recommandation&#xa0;; coûts pour %1 tâche(s) par mois.</translation>
    </message>
    <message>
        <source>Buy %1 × %2, total over %3 months</source>
        <translation>Achat de %1 × %2, total sur %3 mois</translation>
    </message>
    <message>
        <source>Rent (%1), total over %2 months</source>
        <translation>Location (%1), total sur %2 mois</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Seuil de rentabilité</translation>
    </message>
    <message>
        <source>The scenario&apos;s choice</source>
        <translation>Le choix du scénario</translation>
    </message>
    <message>
        <source>Of %1 ways to run this workload (GPU × count × layout × precision, bought or rented), %2 fit in memory and meet the constraints.</source>
        <translation>Sur %1 façons d’exécuter cette charge (GPU × nombre × répartition × précision, achetés ou loués), %2 tiennent en mémoire et respectent les contraintes.</translation>
    </message>
    <message>
        <source>The cheapest option is %1 (%2): %3 over %4 months, %5 per job.</source>
        <translation>L’option la moins chère&#xa0;: %1 (%2), %3 sur %4 mois, %5 par tâche.</translation>
    </message>
    <message>
        <source>The fastest option on the cost/time front, %1, takes %2 per job for %3.</source>
        <translation>L’option la plus rapide du front coût/durée, %1, prend %2 par tâche pour %3.</translation>
    </message>
    <message>
        <source>Buying the scenario&apos;s GPUs rather than renting pays off after %1 months at %2 h of work a month</source>
        <translation>Acheter les GPU du scénario plutôt que les louer est rentabilisé après %1 mois à %2&#xa0;h de travail par mois</translation>
    </message>
    <message>
        <source>At %1 h of work a month, buying the scenario&apos;s GPUs does not pay off within %2 months</source>
        <translation>À %1&#xa0;h de travail par mois, l’achat des GPU du scénario n’est pas rentabilisé en %2 mois</translation>
    </message>
    <message>
        <source>; buying wins above %1 h a month.</source>
        <translation>&#xa0;; l’achat l’emporte au-delà de %1&#xa0;h par mois.</translation>
    </message>
    <message>
        <source>; renting is cheaper at any use.</source>
        <translation>&#xa0;; la location est moins chère quelle que soit l’utilisation.</translation>
    </message>
    <message>
        <source>The scenario&apos;s own layout does not fit in memory: see section 2 for what would.</source>
        <translation>La répartition du scénario ne tient pas en mémoire&#xa0;: la section 2 indique ce qui tiendrait.</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Justification</translation>
    </message>
    <message>
        <source>The workload fits on %1 (%2): %3 per GPU of %4, %5 free.</source>
        <translation>La charge tient sur %1 (%2)&#xa0;: %3 par GPU sur %4, %5 libres.</translation>
    </message>
    <message>
        <source>The workload does not fit on %1 (%2): %3 per GPU for %4.</source>
        <translation>La charge ne tient pas sur %1 (%2)&#xa0;: %3 par GPU pour %4.</translation>
    </message>
    <message>
        <source>The guide&apos;s rule of thumb (%1) gives %2 on one GPU; the detailed estimate below counts each part.</source>
        <translation>La règle empirique du guide (%1) donne %2 sur un GPU&#xa0;; l’estimation détaillée ci-dessous compte chaque poste.</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Per GPU, scenario&apos;s layout</source>
        <translation>Par GPU, répartition du scénario</translation>
    </message>
    <message>
        <source>On one GPU</source>
        <translation>Sur un seul GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptateurs LoRA</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states (with fp32 master weights)</source>
        <translation>États de l’optimiseur (avec les poids maîtres fp32)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>Contexte CUDA</translation>
    </message>
    <message>
        <source>Fragmentation margin</source>
        <translation>Marge de fragmentation</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Offload needs %1 of host RAM per node.</source>
        <translation>Le déchargement demande %1 de RAM hôte par nœud.</translation>
    </message>
    <message>
        <source>ZeRO-Infinity needs %1 of NVMe per node.</source>
        <translation>ZeRO-Infinity demande %1 de NVMe par nœud.</translation>
    </message>
    <message>
        <source>Memory by component (GB = 10⁹ bytes).</source>
        <translation>Mémoire par poste (Go = 10⁹ octets).</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>États de l’optimiseur</translation>
    </message>
    <message>
        <source>CUDA context + fragmentation</source>
        <translation>Contexte CUDA + fragmentation</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Mémoire par GPU (Go)</translation>
    </message>
    <message>
        <source>Memory per GPU by component, against capacity</source>
        <translation>Mémoire par GPU par poste, face à la capacité</translation>
    </message>
    <message>
        <source>Capacity (GB)</source>
        <translation>Capacité (Go)</translation>
    </message>
    <message>
        <source>Figure 1: memory per GPU of the scenario&apos;s layout on GPUs of each capacity; the dashed line is the GPU&apos;s memory.</source>
        <translation>Figure 1&#xa0;: mémoire par GPU de la répartition du scénario sur des GPU de chaque capacité&#xa0;; le trait pointillé est la mémoire du GPU.</translation>
    </message>
    <message>
        <source>%1: %2 per GPU</source>
        <translation>%1&#xa0;: %2 par GPU</translation>
    </message>
    <message>
        <source>; time: %1</source>
        <translation>&#xa0;; durée&#xa0;: %1</translation>
    </message>
    <message>
        <source>; quality: %1</source>
        <translation>&#xa0;; qualité&#xa0;: %1</translation>
    </message>
    <message>
        <source>; extra purchase: %1</source>
        <translation>&#xa0;; achat supplémentaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>What would make it fit on %1</source>
        <translation>Ce qui la ferait tenir sur %1</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Need per GPU</source>
        <translation>Besoin par GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>GPU nécessaires</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>plus de %1</translation>
    </message>
    <message>
        <source>Table: every GPU of the catalog with the scenario&apos;s layout (in bold: the scenario&apos;s GPU). Headroom is the memory left per GPU (negative: missing); GPUs needed is the smallest count that fits.</source>
        <translation>Tableau&#xa0;: chaque GPU du catalogue avec la répartition du scénario (en gras&#xa0;: le GPU du scénario). La marge est la mémoire restante par GPU (négative&#xa0;: manquante)&#xa0;; GPU nécessaires est le plus petit nombre qui tient.</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>GPU examinés</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (busiest GPU)</source>
        <translation>%1 sur %2 (GPU le plus chargé)</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>RAM hôte par nœud</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle du pipeline</translation>
    </message>
    <message>
        <source>%1: %2 per direction, %3 efficiency</source>
        <translation>%1&#xa0;: %2 par sens, efficacité %3</translation>
    </message>
    <message>
        <source>Between GPUs of a node</source>
        <translation>Entre les GPU d’un nœud</translation>
    </message>
    <message>
        <source>Between nodes</source>
        <translation>Entre les nœuds</translation>
    </message>
    <message>
        <source>GPU to host</source>
        <translation>GPU vers l’hôte</translation>
    </message>
    <message>
        <source>gradient sync %1</source>
        <translation>synchronisation des gradients %1</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>parallélisme de tenseurs %1</translation>
    </message>
    <message>
        <source>pipeline %1</source>
        <translation>pipeline %1</translation>
    </message>
    <message>
        <source>offload %1</source>
        <translation>déchargement %1</translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation>Communication par pas</translation>
    </message>
    <message>
        <source>none (one GPU)</source>
        <translation>aucune (un seul GPU)</translation>
    </message>
    <message>
        <source>%1 (%2), before overlap with compute</source>
        <translation>%1 (%2), avant recouvrement par le calcul</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Pas d’entraînement</translation>
    </message>
    <message>
        <source>%1, of which %2 exposed communication</source>
        <translation>%1, dont %2 de communication non recouverte</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Pas de décodage</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée du pas</translation>
    </message>
    <message>
        <source>Tokens/s per sequence</source>
        <translation>Tokens/s par séquence</translation>
    </message>
    <message>
        <source>Table: %1 under each strategy. Communication per step is before overlap with compute (in bold: the scenario&apos;s layout).</source>
        <translation>Tableau&#xa0;: %1 avec chaque stratégie. La communication par pas est comptée avant recouvrement par le calcul (en gras&#xa0;: la répartition du scénario).</translation>
    </message>
    <message>
        <source>Table: %1 under each strategy; a decode step generates one token per sequence (in bold: the scenario&apos;s layout).</source>
        <translation>Tableau&#xa0;: %1 avec chaque stratégie&#xa0;; un pas de décodage génère un token par séquence (en gras&#xa0;: la répartition du scénario).</translation>
    </message>
    <message>
        <source>Strategies on %1</source>
        <translation>Stratégies sur %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>Per direction</source>
        <translation>Par sens</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficacité</translation>
    </message>
    <message>
        <source>1 GB</source>
        <translation>1&#xa0;Go</translation>
    </message>
    <message>
        <source>10 GB</source>
        <translation>10&#xa0;Go</translation>
    </message>
    <message>
        <source>100 GB</source>
        <translation>100&#xa0;Go</translation>
    </message>
    <message>
        <source>Transfer size (GB)</source>
        <translation>Taille du transfert (Go)</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Durée (ms)</translation>
    </message>
    <message>
        <source>One-way transfer time by link (log-log)</source>
        <translation>Durée d’un transfert à sens unique par lien (log-log)</translation>
    </message>
    <message>
        <source>Figure 2: time of a one-way copy, latency + size / (efficiency × per-direction bandwidth), on the scenario&apos;s links and one link of each other kind.</source>
        <translation>Figure 2&#xa0;: durée d’une copie à sens unique, latence + taille / (efficacité × débit par sens), sur les liens du scénario et un lien de chaque autre type.</translation>
    </message>
    <message>
        <source>Table: one-way transfer times on the same links.</source>
        <translation>Tableau&#xa0;: durées de transfert à sens unique sur les mêmes liens.</translation>
    </message>
    <message>
        <source>On the scenario&apos;s hardware (%1, %2): %3 tokens/s %4; one job takes %5, i.e. %6 job(s) a month at the scenario&apos;s use.</source>
        <translation>Sur le matériel du scénario (%1, %2)&#xa0;: %3&#xa0;tokens/s %4&#xa0;; une tâche prend %5, soit %6 tâche(s) par mois à l’utilisation du scénario.</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>entraînés</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>générés</translation>
    </message>
    <message>
        <source>The catalog lacks the peak figures of the scenario&apos;s GPU: no throughput for it.</source>
        <translation>Le catalogue n’a pas les performances crête du GPU du scénario&#xa0;: pas de débit pour lui.</translation>
    </message>
    <message>
        <source>Training throughput (tokens/s)</source>
        <translation>Débit d’entraînement (tokens/s)</translation>
    </message>
    <message>
        <source>Decode throughput (tokens/s)</source>
        <translation>Débit de décodage (tokens/s)</translation>
    </message>
    <message>
        <source>Tokens trained per second</source>
        <translation>Tokens entraînés par seconde</translation>
    </message>
    <message>
        <source>Tokens generated per second</source>
        <translation>Tokens générés par seconde</translation>
    </message>
    <message>
        <source>The ten fastest GPUs that fit</source>
        <translation>Les dix GPU les plus rapides qui conviennent</translation>
    </message>
    <message>
        <source>No GPU fits this workload</source>
        <translation>Aucun GPU ne convient à cette charge</translation>
    </message>
    <message>
        <source>Figure 3: throughput of each GPU with the scenario&apos;s layout (or the smallest that fits).</source>
        <translation>Figure 3&#xa0;: débit de chaque GPU avec la répartition du scénario (ou la plus petite qui tient).</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>Per sequence</source>
        <translation>Par séquence</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Préremplissage</translation>
    </message>
    <message>
        <source>Table: tokens trained per second, optimizer step time, share of the step spent in exposed communication and time per job, on each GPU (fitting ones first).</source>
        <translation>Tableau&#xa0;: tokens entraînés par seconde, durée d’un pas de l’optimiseur, part du pas passée en communication non recouverte et durée par tâche, sur chaque GPU (ceux qui conviennent d’abord).</translation>
    </message>
    <message>
        <source>Table: tokens generated per second (whole batch), per sequence, prompt processing time and time per job, on each GPU (fitting ones first).</source>
        <translation>Tableau&#xa0;: tokens générés par seconde (lot entier), par séquence, durée de traitement du prompt et durée par tâche, sur chaque GPU (ceux qui conviennent d’abord).</translation>
    </message>
    <message>
        <source>The catalog has no price for %1 and the scenario gives none: buying cannot be costed.</source>
        <translation>Le catalogue n’a pas de prix pour %1 et le scénario n’en donne pas&#xa0;: l’achat ne peut pas être chiffré.</translation>
    </message>
    <message>
        <source>The catalog has no cloud offer for %1 and the scenario gives no rate: renting cannot be costed.</source>
        <translation>Le catalogue n’a pas d’offre cloud pour %1 et le scénario ne donne pas de tarif&#xa0;: la location ne peut pas être chiffrée.</translation>
    </message>
    <message>
        <source>Buying %1 against renting %2 (%3) at %4 h of work a month over %5 months.</source>
        <translation>Achat de %1 contre location de %2 (%3) à %4&#xa0;h de travail par mois sur %5 mois.</translation>
    </message>
    <message>
        <source>The rented GPUs do the same work in %1 h a month.</source>
        <translation>Les GPU loués font le même travail en %1&#xa0;h par mois.</translation>
    </message>
    <message>
        <source>Rent: %1</source>
        <translation>Location&#xa0;: %1</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coût cumulé (%1)</translation>
    </message>
    <message>
        <source>Cumulative cost: buy vs rent</source>
        <translation>Coût cumulé&#xa0;: achat ou location</translation>
    </message>
    <message>
        <source>Figure 4: cumulative cost by month; the marker is the break-even, month %1.</source>
        <translation>Figure 4&#xa0;: coût cumulé par mois&#xa0;; le point marque le seuil de rentabilité, mois %1.</translation>
    </message>
    <message>
        <source>Figure 4: cumulative cost by month; buying does not catch up within the horizon.</source>
        <translation>Figure 4&#xa0;: coût cumulé par mois&#xa0;; l’achat n’est pas rattrapé dans l’horizon.</translation>
    </message>
    <message>
        <source>Hours threshold</source>
        <translation>Seuil d’heures</translation>
    </message>
    <message>
        <source>buying pays off within %1 months above %2 h of work a month</source>
        <translation>l’achat est rentabilisé en %1 mois au-delà de %2&#xa0;h de travail par mois</translation>
    </message>
    <message>
        <source>none: the rent is below the electricity cost</source>
        <translation>aucun&#xa0;: la location coûte moins que l’électricité</translation>
    </message>
    <message>
        <source>The guide&apos;s ROI formula</source>
        <translation>La formule de ROI du guide</translation>
    </message>
    <message>
        <source>price ÷ (rate × hours) = %1 months (no electricity, no resale)</source>
        <translation>prix ÷ (tarif × heures) = %1 mois (sans électricité ni revente)</translation>
    </message>
    <message>
        <source>Cheaper at %1 months</source>
        <translation>Le moins cher à %1 mois</translation>
    </message>
    <message>
        <source>buying</source>
        <translation>l’achat</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>la location</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>the scenario&apos;s price</source>
        <translation>le prix du scénario</translation>
    </message>
    <message>
        <source>GPUs, purchase</source>
        <translation>GPU, achat</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Host, up front</source>
        <translation>Hôte, à l’achat</translation>
    </message>
    <message>
        <source>Electricity per month</source>
        <translation>Électricité par mois</translation>
    </message>
    <message>
        <source>%1 W × %2 load × PUE %3 × %4 h at %5/kWh</source>
        <translation>%1&#xa0;W × charge %2 × PUE %3 × %4&#xa0;h à %5/kWh</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>Maintenance par an</translation>
    </message>
    <message>
        <source>%1 of the purchase a year</source>
        <translation>%1 de l’achat par an</translation>
    </message>
    <message>
        <source>Resale at the horizon</source>
        <translation>Revente à l’horizon</translation>
    </message>
    <message>
        <source>%1 of the GPUs&apos; price</source>
        <translation>%1 du prix des GPU</translation>
    </message>
    <message>
        <source>Cloud, per hour</source>
        <translation>Cloud, par heure</translation>
    </message>
    <message>
        <source>Buy, total over %1 months</source>
        <translation>Achat, total sur %1 mois</translation>
    </message>
    <message>
        <source>purchase + electricity + maintenance − resale</source>
        <translation>achat + électricité + maintenance − revente</translation>
    </message>
    <message>
        <source>Rent, total over %1 months</source>
        <translation>Location, total sur %1 mois</translation>
    </message>
    <message>
        <source>%1 h a month</source>
        <translation>%1&#xa0;h par mois</translation>
    </message>
    <message>
        <source>Table: costs in %1 (in bold: the cheaper option at the horizon).</source>
        <translation>Tableau&#xa0;: coûts en %1 (en gras&#xa0;: l’option la moins chère à l’horizon).</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Coûts</translation>
    </message>
    <message>
        <source>Cloud offer for %1</source>
        <translation>Offre cloud pour %1</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Par heure</translation>
    </message>
    <message>
        <source>Rent over %1 months</source>
        <translation>Location sur %1 mois</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 mois</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>pas en %1 mois</translation>
    </message>
    <message>
        <source>Table: every catalog offer for the rented GPU, for %1 GPU(s).</source>
        <translation>Tableau&#xa0;: chaque offre du catalogue pour le GPU loué, pour %1&#xa0;GPU.</translation>
    </message>
    <message>
        <source>Every figure above follows from the catalog (version %1) and the assumptions below. Values the scenario changed from GPU Planner&apos;s defaults are marked.</source>
        <translation>Tous les chiffres ci-dessus découlent du catalogue (version %1) et des hypothèses ci-dessous. Les valeurs que le scénario a changées par rapport aux valeurs par défaut de GPU Planner sont signalées.</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Hypothèse</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>%1 (scenario)</source>
        <translation>%1 (scénario)</translation>
    </message>
    <message>
        <source>Training MFU</source>
        <translation>MFU d’entraînement</translation>
    </message>
    <message>
        <source>Megatron-LM reaches 52% (1T parameters on 3072 A100) and 54.2% (530B); 40% leaves room for less tuned stacks (measurements mfu-megatron-1t, mfu-korthikanti-530b).</source>
        <translation>Megatron-LM atteint 52&#xa0;% (1T de paramètres sur 3072 A100) et 54,2&#xa0;% (530B)&#xa0;; 40&#xa0;% laisse de la marge aux piles moins optimisées (mesures mfu-megatron-1t, mfu-korthikanti-530b).</translation>
    </message>
    <message>
        <source>Prefill MFU</source>
        <translation>MFU du préremplissage</translation>
    </message>
    <message>
        <source>Prompt processing is one large forward pass, GEMM-like.</source>
        <translation>Le traitement du prompt est une grande passe avant, comme un GEMM.</translation>
    </message>
    <message>
        <source>Decode MFU</source>
        <translation>MFU du décodage</translation>
    </message>
    <message>
        <source>Compute side of batched decoding (small GEMMs).</source>
        <translation>Partie calcul du décodage par lots (petits GEMM).</translation>
    </message>
    <message>
        <source>Decode memory-bandwidth efficiency</source>
        <translation>Efficacité de bande passante mémoire au décodage</translation>
    </message>
    <message>
        <source>MLC-LLM decodes Llama-2-7B 4-bit at 191 tokens/s on an RTX 4090, about 74% of 1008 GB/s (llama2-7b-q4-rtx4090-mlc); STREAM-like copies reach 89–92%.</source>
        <translation>MLC-LLM décode Llama-2-7B en 4 bits à 191&#xa0;tokens/s sur une RTX 4090, environ 74&#xa0;% de 1008&#xa0;Go/s (llama2-7b-q4-rtx4090-mlc)&#xa0;; des copies de type STREAM atteignent 89–92&#xa0;%.</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>Efficacité GEMM</translation>
    </message>
    <message>
        <source>An A800 reaches 215 of 312 TFLOPS in FP16 (a800-fp16-gemm).</source>
        <translation>Une A800 atteint 215 des 312&#xa0;TFLOPS en FP16 (a800-fp16-gemm).</translation>
    </message>
    <message>
        <source>ROCm time factor</source>
        <translation>Facteur de durée ROCm</translation>
    </message>
    <message>
        <source>The guide measures its 10000² matrix product 1.5× slower on ROCm than on CUDA.</source>
        <translation>Le guide mesure son produit de matrices 10000² 1,5× plus lent sous ROCm que sous CUDA.</translation>
    </message>
    <message>
        <source>Collective bus-bandwidth efficiency</source>
        <translation>Efficacité de bande passante des collectives</translation>
    </message>
    <message>
        <source>nccl-tests: 8× H100 SXM 370 of 450 GB/s (82%), 8× A100 SXM4 200 of 300 GB/s (67%).</source>
        <translation>nccl-tests&#xa0;: 8× H100 SXM 370 sur 450&#xa0;Go/s (82&#xa0;%), 8× A100 SXM4 200 sur 300&#xa0;Go/s (67&#xa0;%).</translation>
    </message>
    <message>
        <source>Gradient communication hidden by compute</source>
        <translation>Communication des gradients masquée par le calcul</translation>
    </message>
    <message>
        <source>DDP buckets and ZeRO prefetch overlap the backward pass (assumption).</source>
        <translation>Les buckets DDP et le préchargement ZeRO recouvrent la passe arrière (hypothèse).</translation>
    </message>
    <message>
        <source>Latency of a collective</source>
        <translation>Latence d’une collective</translation>
    </message>
    <message>
        <source>When the catalog gives no latency for the link (assumption).</source>
        <translation>Quand le catalogue ne donne pas de latence pour le lien (hypothèse).</translation>
    </message>
    <message>
        <source>NVMe bandwidth per node</source>
        <translation>Débit NVMe par nœud</translation>
    </message>
    <message>
        <source>One PCIe 4.0 × 4 drive, sequential (assumption).</source>
        <translation>Un disque PCIe 4.0 × 4, séquentiel (hypothèse).</translation>
    </message>
    <message>
        <source>PyTorch measures 287–667 MB (pytorch/pytorch PR #86509).</source>
        <translation>PyTorch mesure 287–667&#xa0;Mo (pytorch/pytorch PR #86509).</translation>
    </message>
    <message>
        <source>Memory the caching allocator loses (assumption).</source>
        <translation>Mémoire perdue par l’allocateur à cache (hypothèse).</translation>
    </message>
    <message>
        <source>Power drawn while working</source>
        <translation>Puissance consommée en charge</translation>
    </message>
    <message>
        <source>The guide&apos;s nvidia-smi shows an RTX 4090 at 380 W of 450 W under load.</source>
        <translation>Le nvidia-smi du guide montre une RTX 4090 à 380&#xa0;W sur 450&#xa0;W en charge.</translation>
    </message>
    <message>
        <source>Data-centre overhead (PUE)</source>
        <translation>Surcoût du centre de données (PUE)</translation>
    </message>
    <message>
        <source>1.0 at home or in an office.</source>
        <translation>1,0 à domicile ou au bureau.</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>The scenario&apos;s price of a kWh.</source>
        <translation>Le prix du kWh dans le scénario.</translation>
    </message>
    <message>
        <source>Table: efficiencies and rates of the models; measurement ids refer to GPU Planner&apos;s reference data (shared/data/measurements.csv).</source>
        <translation>Tableau&#xa0;: efficacités et taux des modèles&#xa0;; les identifiants de mesures renvoient aux données de référence de GPU Planner (shared/data/measurements.csv).</translation>
    </message>
    <message>
        <source>Efficiencies and rates</source>
        <translation>Efficacités et taux</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>le scénario</translation>
    </message>
    <message>
        <source>%1, one GPU</source>
        <translation>%1, un GPU</translation>
    </message>
    <message>
        <source>%1 %2, %3 GPU(s)</source>
        <translation>%1 %2, %3&#xa0;GPU</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>non daté</translation>
    </message>
    <message>
        <source>Cloud rate of %1</source>
        <translation>Tarif cloud de %1</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Taux de change</translation>
    </message>
    <message>
        <source>1 € = %1 %2</source>
        <translation>1&#xa0;€ = %1&#xa0;%2</translation>
    </message>
    <message>
        <source>Table: prices used, in their own currency (converted into %1 in brackets).</source>
        <translation>Tableau&#xa0;: prix utilisés, dans leur devise (convertis en %1 entre parenthèses).</translation>
    </message>
    <message>
        <source>Prices and rates</source>
        <translation>Prix et tarifs</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>%1 memory bandwidth</source>
        <translation>bande passante mémoire %1</translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16 dense</source>
        <translation>%1&#xa0;TFLOPS BF16 dense</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1&#xa0;W</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 billion parameters</source>
        <translation>%1 couches, dimension %2, %3&#xa0;milliards de paramètres</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2</source>
        <translation>%1 couches, dimension %2</translation>
    </message>
    <message>
        <source>a config.json embedded in the scenario</source>
        <translation>un config.json intégré au scénario</translation>
    </message>
    <message>
        <source>%1 per direction, %2 efficiency</source>
        <translation>%1 par sens, efficacité %2</translation>
    </message>
    <message>
        <source>Table: catalog figures of the GPUs, model and links the report relies on.</source>
        <translation>Tableau&#xa0;: caractéristiques du catalogue pour les GPU, le modèle et les liens sur lesquels repose le rapport.</translation>
    </message>
    <message>
        <source>Hardware and model</source>
        <translation>Matériel et modèle</translation>
    </message>
    <message>
        <source>What the estimate leaves out</source>
        <translation>Ce que l’estimation ne compte pas</translation>
    </message>
    <message>
        <source>Memory: framework buffers beyond the CUDA context and the fragmentation margin, NCCL buffers, and data-loader memory on the host.</source>
        <translation>Mémoire&#xa0;: les tampons du framework au-delà du contexte CUDA et de la marge de fragmentation, les tampons NCCL et la mémoire du chargeur de données sur l’hôte.</translation>
    </message>
    <message>
        <source>Throughput: kernel-level effects (attention implementation, fused kernels, quantized kernels&apos; real speed), input pipelines, checkpoint saving and evaluation runs; the efficiencies above stand for them.</source>
        <translation>Débit&#xa0;: les effets au niveau des noyaux (implémentation de l’attention, noyaux fusionnés, vitesse réelle des noyaux quantifiés), le chargement des données, l’enregistrement des points de reprise et les évaluations&#xa0;; les efficacités ci-dessus en tiennent lieu.</translation>
    </message>
    <message>
        <source>Communication: network congestion and topology beyond one link type inside a node and one between nodes.</source>
        <translation>Communication&#xa0;: la congestion du réseau et la topologie au-delà d’un type de lien dans un nœud et d’un entre les nœuds.</translation>
    </message>
    <message>
        <source>Costs: taxes, shipping, rack space, cooling beyond the PUE, staff time, software licences, storage and data transfer in the cloud, price changes over the horizon and the value of money over time.</source>
        <translation>Coûts&#xa0;: taxes, livraison, place en baie, refroidissement au-delà du PUE, temps du personnel, licences logicielles, stockage et transferts de données dans le cloud, évolution des prix sur l’horizon et valeur de l’argent dans le temps.</translation>
    </message>
    <message>
        <source>Availability: delivery times, cloud capacity and spot interruptions.</source>
        <translation>Disponibilité&#xa0;: délais de livraison, capacité du cloud et interruptions des instances spot.</translation>
    </message>
    <message>
        <source>Warnings from the planner</source>
        <translation>Avertissements du planificateur</translation>
    </message>
    <message>
        <source>Appendix: every option, cheapest first</source>
        <translation>Annexe&#xa0;: toutes les options, de la moins chère à la plus chère</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Table: the %1 cheapest of %2 fitting options (the scenario&apos;s constraints: at most %3 GPUs).</source>
        <translation>Tableau&#xa0;: les %1 moins chères des %2 options qui conviennent (contraintes du scénario&#xa0;: au plus %3&#xa0;GPU).</translation>
    </message>
    <message>
        <source>not computed: no purchase price for %1</source>
        <translation>non calculé&#xa0;: pas de prix d’achat pour %1</translation>
    </message>
    <message>
        <source>not computed: no cloud rate for %1</source>
        <translation>non calculé&#xa0;: pas de tarif cloud pour %1</translation>
    </message>
    <message>
        <source>the scenario&apos;s rate</source>
        <translation>tarif du scénario</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>7. Detected hardware vs catalog</source>
        <translation>7. Matériel détecté et catalogue</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>non lancé</translation>
    </message>
    <message>
        <source>Host to GPU copy (pinned)</source>
        <translation>Copie hôte vers GPU (mémoire verrouillée)</translation>
    </message>
    <message>
        <source>GPU to host copy (pinned)</source>
        <translation>Copie GPU vers hôte (mémoire verrouillée)</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>Bande passante mémoire du GPU</translation>
    </message>
    <message>
        <source>FP32 matrix product</source>
        <translation>Produit de matrices FP32</translation>
    </message>
    <message>
        <source>FP16 matrix product</source>
        <translation>Produit de matrices FP16</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>GPUs found by the probe attached to the scenario: %1.</source>
        <translation>GPU trouvés par la détection jointe au scénario&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sources read: %1.</source>
        <translation>Sources lues&#xa0;: %1.</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non lu</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>Périphérique inconnu</translation>
    </message>
    <message>
        <source>Catalog entry</source>
        <translation>Entrée du catalogue</translation>
    </message>
    <message>
        <source>%1 (matched by %2)</source>
        <translation>%1 (reconnu par %2)</translation>
    </message>
    <message>
        <source>PCI device id</source>
        <translation>l’identifiant PCI</translation>
    </message>
    <message>
        <source>name</source>
        <translation>le nom</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>aucune&#xa0;: %1</translation>
    </message>
    <message>
        <source>PCI id</source>
        <translation>Identifiant PCI</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>Lien PCIe</translation>
    </message>
    <message>
        <source>Gen %1 × %2 at most (Gen %3 × %4 when read)</source>
        <translation>Gen %1 × %2 au plus (Gen %3 × %4 à la lecture)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 active link(s) of %2</source>
        <translation>%1 lien(s) actif(s) sur %2</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>Limite de puissance</translation>
    </message>
    <message>
        <source>No difference from the catalog entry in what the probe read.</source>
        <translation>Aucune différence avec l’entrée du catalogue dans ce que la détection a lu.</translation>
    </message>
    <message>
        <source>Not compared: no catalog entry.</source>
        <translation>Non comparé&#xa0;: pas d’entrée au catalogue.</translation>
    </message>
    <message>
        <source>Differs from the catalog</source>
        <translation>Diffère du catalogue</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Measured (median)</source>
        <translation>Mesuré (médiane)</translation>
    </message>
    <message>
        <source>Catalog peak</source>
        <translation>Crête du catalogue</translation>
    </message>
    <message>
        <source>Of the peak</source>
        <translation>De la crête</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1&#xa0;TFLOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>non lancée</translation>
    </message>
    <message>
        <source>Table: micro-benchmarks run by the probe on this device, against the catalog&apos;s figures.</source>
        <translation>Tableau&#xa0;: micro-mesures faites par la détection sur ce périphérique, face aux chiffres du catalogue.</translation>
    </message>
    <message>
        <source>Benchmark: %1 (%2).</source>
        <translation>Mesures&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>Each option is costed for the same work: %1 job(s) a month, bought or rented for the hours that work takes on it.</source>
        <translation>Chaque option est chiffrée pour le même travail&#xa0;: %1 tâche(s) par mois, achetée ou louée pour les heures que ce travail lui demande.</translation>
    </message>
    <message>
        <source>No purchase price or cloud rate was needed.</source>
        <translation>Aucun prix d’achat ni tarif cloud n’a été nécessaire.</translation>
    </message>
</context>
</TS>
