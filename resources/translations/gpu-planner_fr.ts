<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Catalog</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>VRAM GB</source>
        <translation>VRAM GB</translation>
    </message>
    <message>
        <source>mem GB/s</source>
        <translation>mém. GB/s</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>latest price</source>
        <translation>dernier prix</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>non daté</translation>
    </message>
    <message>
        <source>family</source>
        <translation>famille</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actifs</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <source>context</source>
        <translation>contexte</translation>
    </message>
    <message>
        <source>GB/s per direction</source>
        <translation>GB/s par sens</translation>
    </message>
    <message>
        <source>GB/s both</source>
        <translation>GB/s 2 sens</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>efficacité</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>gpu</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>price/h</source>
        <translation>prix/h</translation>
    </message>
    <message>
        <source>per GPU-h</source>
        <translation>par GPU-h</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>tarification</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>montant</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>état</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation> (estimation)</translation>
    </message>
    <message>
        <source>
{} {} in {} ({})
</source>
        <translation>
{} {} dans {} ({})
</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Cloud offers</source>
        <translation>Offres cloud</translation>
    </message>
    <message>
        <source>{:&lt;16} {} added, {} updated, {} unchanged
</source>
        <translation>{:&lt;16} ajoutées : {}, mises à jour : {}, inchangées : {}
</translation>
    </message>
    <message>
        <source>Imported into {}
</source>
        <translation>Importé dans {}
</translation>
    </message>
    <message>
        <source>Dry run: every row is valid; nothing was written.</source>
        <translation>Simulation : toutes les lignes sont valides ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>--format must be csv or json, got &apos;{}&apos;</source>
        <translation>--format doit être csv ou json (reçu : &apos;{}&apos;)</translation>
    </message>
    <message>
        <source>AMOUNT must be a number, got &apos;{}&apos;</source>
        <translation>AMOUNT doit être un nombre (reçu : &apos;{}&apos;)</translation>
    </message>
    <message>
        <source>entered with &apos;gpu-planner catalog add-price&apos; on {}</source>
        <translation>saisi avec &apos;gpu-planner catalog add-price&apos; le {}</translation>
    </message>
    <message>
        <source>Added price {}: {} {} {} ({}, {})
</source>
        <translation>Prix {} ajouté : {} {} {} ({}, {})
</translation>
    </message>
    <message>
        <source>The previous catalog was moved to {}
</source>
        <translation>L’ancien catalogue a été déplacé vers {}
</translation>
    </message>
    <message>
        <source>A fresh catalog from the built-in defaults (revision {}) is at {}
</source>
        <translation>Un catalogue neuf, issu des valeurs par défaut intégrées (révision {}), se trouve dans {}
</translation>
    </message>
    <message>
        <source>The current catalog was moved to {}
</source>
        <translation>Le catalogue actuel a été déplacé vers {}
</translation>
    </message>
    <message>
        <source>Restored {} from {}
</source>
        <translation>{} restauré à partir de {}
</translation>
    </message>
    <message>
        <source>The catalog of GPUs, prices, interconnects, cloud offers and models (an SQLite file; see --db)</source>
        <translation>Le catalogue des GPUs, prix, interconnexions, offres cloud et modèles (un fichier SQLite ; voir --db)</translation>
    </message>
    <message>
        <source>List the rows of one table</source>
        <translation>Lister les lignes d’une table</translation>
    </message>
    <message>
        <source>Print a JSON list of objects, each with its id</source>
        <translation>Afficher une liste JSON d’objets, chacun avec son id</translation>
    </message>
    <message>
        <source>Print one JSON object</source>
        <translation>Afficher un seul objet JSON</translation>
    </message>
    <message>
        <source>Import CSV files (a folder or one table file) or a catalog.json; all or nothing</source>
        <translation>Importer des fichiers CSV (un dossier ou le fichier d’une table) ou un catalog.json ; tout ou rien</translation>
    </message>
    <message>
        <source>Folder, TABLE.csv or catalog.json</source>
        <translation>Dossier, TABLE.csv ou catalog.json</translation>
    </message>
    <message>
        <source>Check every row, write nothing</source>
        <translation>Vérifier toutes les lignes sans rien écrire</translation>
    </message>
    <message>
        <source>Print the report as JSON</source>
        <translation>Afficher le rapport en JSON</translation>
    </message>
    <message>
        <source>Export every table (CSV: one file per table; JSON: catalog.json)</source>
        <translation>Exporter toutes les tables (CSV : un fichier par table ; JSON : catalog.json)</translation>
    </message>
    <message>
        <source>Folder to write into (created if needed)</source>
        <translation>Dossier de destination (créé si besoin)</translation>
    </message>
    <message>
        <source>csv | json</source>
        <translation>csv | json</translation>
    </message>
    <message>
        <source>Record the price of one GPU</source>
        <translation>Enregistrer le prix d’un GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>Id du GPU dans le catalogue</translation>
    </message>
    <message>
        <source>Price of one GPU</source>
        <translation>Prix d’un GPU</translation>
    </message>
    <message>
        <source>EUR, USD, ...</source>
        <translation>EUR, USD, ...</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (default: today)</source>
        <translation>AAAA-MM-JJ (par défaut : aujourd’hui)</translation>
    </message>
    <message>
        <source>Where the price comes from</source>
        <translation>Provenance du prix</translation>
    </message>
    <message>
        <source>new | used</source>
        <translation>new | used</translation>
    </message>
    <message>
        <source>Print the new row as JSON</source>
        <translation>Afficher la nouvelle ligne en JSON</translation>
    </message>
    <message>
        <source>Start again from the built-in defaults (the current file is moved aside, not deleted)</source>
        <translation>Repartir des valeurs par défaut intégrées (le fichier actuel est mis de côté, pas supprimé)</translation>
    </message>
    <message>
        <source>Put the newest backup back in place (the current file is moved aside)</source>
        <translation>Remettre en place la sauvegarde la plus récente (le fichier actuel est mis de côté)</translation>
    </message>
    <message>
        <source>{}: the integrity check found no damage{}
</source>
        <translation>{} : le contrôle d’intégrité n’a trouvé aucun dommage{}
</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (lecture seule)</translation>
    </message>
    <message>
        <source>Run the full integrity check of the catalog file (opening a large catalog only checks its header and schema)</source>
        <translation>Contrôler toute l’intégrité du fichier du catalogue (l’ouverture d’un grand catalogue ne vérifie que son en-tête et son schéma)</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>price</source>
        <translation>prix</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>fournisseur</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>catalog model</source>
        <translation>modèle du catalogue</translation>
    </message>
    <message>
        <source>input /M</source>
        <translation>entrée /M</translation>
    </message>
    <message>
        <source>output /M</source>
        <translation>sortie /M</translation>
    </message>
    <message>
        <source>cached /M</source>
        <translation>en cache /M</translation>
    </message>
    <message>
        <source>no GPU, model, interconnect, cloud offer, system, API price or price &apos;{}&apos; in the catalog (see &apos;gpu-planner catalog list gpus|models|interconnects|offers|systems|api-prices|prices&apos;)</source>
        <translation>aucun GPU, modèle, interconnexion, offre cloud, système, prix d’API ou prix &apos;{}&apos; dans le catalogue (voir &apos;gpu-planner catalog list gpus|models|interconnects|offers|systems|api-prices|prices&apos;)</translation>
    </message>
    <message>
        <source>{} must be a number (per million tokens), got &apos;{}&apos;</source>
        <translation>{} doit être un nombre (par million de jetons ; reçu : &apos;{}&apos;)</translation>
    </message>
    <message>
        <source>Added API price {}: {} {} in, {} {} out per million tokens ({}, {})
</source>
        <translation>Prix d’API {} ajouté : {} {} en entrée, {} {} en sortie par million de jetons ({}, {})
</translation>
    </message>
    <message>
        <source>Record a hosted model&apos;s published price per million tokens</source>
        <translation>Enregistrer le prix publié d’un modèle hébergé, par million de jetons</translation>
    </message>
    <message>
        <source>New row id (lower case: together-llama-3.3-70b)</source>
        <translation>Id de la nouvelle ligne (en minuscules : together-llama-3.3-70b)</translation>
    </message>
    <message>
        <source>Together AI, OpenAI, ...</source>
        <translation>Together AI, OpenAI, ...</translation>
    </message>
    <message>
        <source>The provider&apos;s model name</source>
        <translation>Le nom du modèle chez le fournisseur</translation>
    </message>
    <message>
        <source>Price of a million input tokens</source>
        <translation>Prix d’un million de jetons en entrée</translation>
    </message>
    <message>
        <source>Price of a million output tokens</source>
        <translation>Prix d’un million de jetons en sortie</translation>
    </message>
    <message>
        <source>The address of the price page</source>
        <translation>L’adresse de la page des prix</translation>
    </message>
    <message>
        <source>Price of a million cached input tokens</source>
        <translation>Prix d’un million de jetons d’entrée en cache</translation>
    </message>
    <message>
        <source>The catalog model it serves (none for a closed model)</source>
        <translation>Le modèle du catalogue qu’il sert (aucun pour un modèle fermé)</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Added {} built-in row(s) (defaults {}) to {}.
</source>
        <translation>{} ligne(s) intégrée(s) ajoutée(s) (données par défaut {}) à {}.
</translation>
    </message>
    <message>
        <source>Would add {} built-in row(s) (defaults {}) to {}.
</source>
        <translation>{} ligne(s) intégrée(s) seraient ajoutée(s) (données par défaut {}) à {}.
</translation>
    </message>
    <message>
        <source>{} rows of the file differ from the built-in ones of the same id and are kept as they are (`catalog reset` takes every built-in row).
</source>
        <translation>{} ligne(s) du fichier diffèrent des lignes intégrées de même identifiant et restent telles quelles (`catalog reset` reprend toutes les lignes intégrées).
</translation>
    </message>
    <message>
        <source>Add the built-in rows of this version that the catalog file lacks (new GPUs, prices, systems...); the file&apos;s own rows are kept</source>
        <translation>Ajouter les lignes intégrées de cette version qui manquent au fichier du catalogue (nouveaux GPU, prix, systèmes...) ; les lignes du fichier sont conservées</translation>
    </message>
    <message>
        <source>List them, write nothing</source>
        <translation>Les lister, ne rien écrire</translation>
    </message>
    <message>
        <source>Print the result as JSON</source>
        <translation>Afficher le résultat en JSON</translation>
    </message>
    <message>
        <source>Filled the new cells of {} built-in row(s) the file never edited.
</source>
        <translation>Cellules nouvelles remplies dans {} ligne(s) intégrée(s) jamais modifiée(s) dans le fichier.
</translation>
    </message>
    <message>
        <source>Would fill the new cells of {} built-in row(s) the file never edited.
</source>
        <translation>Remplirait les cellules nouvelles de {} ligne(s) intégrée(s) jamais modifiée(s) dans le fichier.
</translation>
    </message>
    <message>
        <source>no benchmark run &apos;{}&apos; in the catalog (see &apos;gpu-planner catalog list benchmark-runs&apos;)</source>
        <translation>aucun essai de référence &apos;{}&apos; dans le catalogue (voir &apos;gpu-planner catalog list benchmark-runs&apos;)</translation>
    </message>
    <message>
        <source>gpus | models | interconnects | offers | prices | systems | api-prices | benchmark-runs</source>
        <translation>gpus | models | interconnects | offers | prices | systems | api-prices | benchmark-runs</translation>
    </message>
    <message>
        <source>Show one row: a GPU, model, interconnect, offer, system, API price, price id or benchmark run</source>
        <translation>Afficher une ligne&#xa0;: un GPU, un modèle, une liaison, une offre, un système, un prix d&apos;API, un numéro de prix ou un essai de référence</translation>
    </message>
    <message>
        <source>Catalog id (rtx-4090, mistral-7b, nvlink3-a100, ...), price number, or benchmark-run</source>
        <translation>Identifiant du catalogue (rtx-4090, mistral-7b, nvlink3-a100, ...), numéro de prix, ou benchmark-run</translation>
    </message>
    <message>
        <source>After benchmark-run: the run&apos;s number (catalog list benchmark-runs)</source>
        <translation>Après benchmark-run&#xa0;: le numéro de l&apos;essai (catalog list benchmark-runs)</translation>
    </message>
    <message>
        <source>{} users</source>
        <translation>{} utilisateurs</translation>
    </message>
    <message>
        <source>{:g} req/s</source>
        <translation>{:g} req./s</translation>
    </message>
    <message>
        <source>{} {} on {} x {} (TP {}, {}), {:g} in / {:g} out, {}: TTFT {} ms, TPOT {} ms</source>
        <translation>{} {} sur {} x {} (TP {}, {}), {:g} en entrée / {:g} en sortie, {}&#xa0;: TTFT {} ms, TPOT {} ms</translation>
    </message>
    <message>
        <source>no run was imported:
  {}</source>
        <translation>aucun essai n&apos;a été importé&#xa0;:
  {}</translation>
    </message>
    <message>
        <source>  skipped: {}
</source>
        <translation>  ignoré&#xa0;: {}
</translation>
    </message>
    <message>
        <source>Dry run: {} run(s) would be added; nothing was written.
</source>
        <translation>Essai à blanc&#xa0;: {} essai(s) seraient ajoutés&#xa0;; rien n&apos;a été écrit.
</translation>
    </message>
    <message>
        <source>Added {} benchmark run(s) to {}
</source>
        <translation>{} essai(s) de référence ajoutés à {}
</translation>
    </message>
    <message>
        <source>Add measured serving runs from benchmark files (vllm bench serve --save-result, SGLang bench_serving, GuideLLM, llama-bench -o json); all or nothing</source>
        <translation>Ajouter des essais de service mesurés depuis des fichiers de benchmark (vllm bench serve --save-result, SGLang bench_serving, GuideLLM, llama-bench -o json)&#xa0;; tout ou rien</translation>
    </message>
    <message>
        <source>The benchmark files</source>
        <translation>Les fichiers de benchmark</translation>
    </message>
    <message>
        <source>auto | vllm | sglang | guidellm | llama-bench</source>
        <translation>auto | vllm | sglang | guidellm | llama-bench</translation>
    </message>
    <message>
        <source>Catalog GPU id the runs ran on</source>
        <translation>Identifiant catalogue du GPU sur lequel les essais ont tourné</translation>
    </message>
    <message>
        <source>GPUs the engine used</source>
        <translation>GPU utilisés par le moteur</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>Degré de parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Catalog model id the runs served</source>
        <translation>Identifiant catalogue du modèle servi par les essais</translation>
    </message>
    <message>
        <source>Precision of the weights (bf16, fp8, q4_k_m, ...)</source>
        <translation>Précision des poids (bf16, fp8, q4_k_m, ...)</translation>
    </message>
    <message>
        <source>Precision of the KV cache (fp8, ...)</source>
        <translation>Précision du cache KV (fp8, ...)</translation>
    </message>
    <message>
        <source>vllm | sglang | trtllm | llama.cpp | transformers</source>
        <translation>vllm | sglang | trtllm | llama.cpp | transformers</translation>
    </message>
    <message>
        <source>The engine&apos;s version</source>
        <translation>La version du moteur</translation>
    </message>
    <message>
        <source>YYYY-MM-DD the runs were made (default: the file&apos;s, else today)</source>
        <translation>AAAA-MM-JJ des essais (par défaut&#xa0;: celle du fichier, sinon aujourd&apos;hui)</translation>
    </message>
    <message>
        <source>Read and check every run, write nothing</source>
        <translation>Lire et vérifier chaque essai, ne rien écrire</translation>
    </message>
    <message>
        <source>Print the runs as JSON</source>
        <translation>Afficher les essais en JSON</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>moteur</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>in / out</source>
        <translation>entrée / sortie</translation>
    </message>
    <message>
        <source>load</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>1 user</source>
        <translation>1 utilisateur</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>GPU Planner: what GPUs to buy or rent for AI work, with the numbers behind it.
Without a command it starts the desktop application.</source>
        <translation>GPU Planner : quels GPUs acheter ou louer pour l’IA, chiffres à l’appui.
Sans commande, il lance l’application de bureau.</translation>
    </message>
    <message>
        <source>Print the version and exit</source>
        <translation>Afficher la version et quitter</translation>
    </message>
    <message>
        <source>Language of the output: en | fr (default: from LC_ALL / LC_MESSAGES / LANG)</source>
        <translation>Langue de la sortie : en | fr (par défaut : d’après LC_ALL / LC_MESSAGES / LANG)</translation>
    </message>
    <message>
        <source>Catalog database file (default: $GPU_PLANNER_DB, else the user data directory)</source>
        <translation>Fichier de base de données du catalogue (par défaut : $GPU_PLANNER_DB, sinon le répertoire de données de l’utilisateur)</translation>
    </message>
    <message>
        <source>Run &apos;gpu-planner --help&apos; (or &apos;gpu-planner COMMAND --help&apos;) for usage.</source>
        <translation>Lancez &apos;gpu-planner --help&apos; (ou &apos;gpu-planner COMMAND --help&apos;) pour afficher l’aide.</translation>
    </message>
    <message>
        <source>internal error: </source>
        <translation>erreur interne : </translation>
    </message>
    <message>
        <source>must be between {} and {}, got {}</source>
        <translation>doit être entre {} et {} (reçu : {})</translation>
    </message>
    <message>
        <source>must not be negative, got &apos;{}&apos;</source>
        <translation>ne doit pas être négatif, reçu &apos;{}&apos;</translation>
    </message>
    <message>
        <source>must be a whole decimal number, got &apos;{}&apos;</source>
        <translation>doit être un nombre entier écrit en décimal, reçu &apos;{}&apos;</translation>
    </message>
    <message>
        <source>must be a decimal number, got &apos;{}&apos;</source>
        <translation>doit être un nombre écrit en décimal, reçu &apos;{}&apos;</translation>
    </message>
    <message>
        <source>is beyond the numbers GPU Planner computes with, got &apos;{}&apos;</source>
        <translation>dépasse les nombres avec lesquels GPU Planner calcule, reçu &apos;{}&apos;</translation>
    </message>
    <message>
        <source>must be a whole number of months from {} to {}, got &apos;{}&apos;</source>
        <translation>doit être un nombre entier de mois de {} à {}, reçu « {} »</translation>
    </message>
    <message>
        <source>Flag a catalog price older than this many months (1 to 120, default 12)</source>
        <translation>Signaler un prix du catalogue plus ancien que ce nombre de mois (de 1 à 120, 12 par défaut)</translation>
    </message>
    <message>
        <source>note: this catalog holds the built-in data of {}; this version ships newer data ({}): &apos;gpu-planner catalog add-defaults&apos; adds its new rows and keeps yours
</source>
        <translation>note&#xa0;: ce catalogue contient les données intégrées du {}&#xa0;; cette version en fournit de plus récentes ({})&#xa0;: «&#xa0;gpu-planner catalog add-defaults&#xa0;» ajoute leurs nouvelles lignes et garde les vôtres
</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>Fichier %1</translation>
    </message>
</context>
<context>
    <name>Fit</name>
    <message>
        <source>--model: &apos;{}&apos; is neither a config.json file (or a folder holding one) nor a model of the catalog ({})</source>
        <translation>--model : &apos;{}&apos; n’est ni un fichier config.json (ou un dossier qui en contient un) ni un modèle du catalogue ({})</translation>
    </message>
    <message>
        <source>--model: &apos;{}&apos; is not a config.json file or a folder holding one</source>
        <translation>--model : &apos;{}&apos; n’est ni un fichier config.json ni un dossier qui en contient un</translation>
    </message>
    <message>
        <source>Memory term</source>
        <translation>Poste mémoire</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>adaptateurs</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>états de l’optimiseur</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>contexte CUDA</translation>
    </message>
    <message>
        <source>fragmentation margin</source>
        <translation>marge de fragmentation</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Model     {} ({}): {} parameters ({}), active {}, trainable {}
</source>
        <translation>Modèle      {} ({}) : {} paramètres ({}), actifs {}, entraînables {}
</translation>
    </message>
    <message>
        <source>Workload  {}, {}, batch {}, sequence {}</source>
        <translation>Charge      {}, {}, batch {}, séquence {}</translation>
    </message>
    <message>
        <source>, KV cache {}</source>
        <translation>, cache KV {}</translation>
    </message>
    <message>
        <source>, LoRA r={} on {}</source>
        <translation>, LoRA r={} sur {}</translation>
    </message>
    <message>
        <source>, FlashAttention</source>
        <translation>, FlashAttention</translation>
    </message>
    <message>
        <source>
Guide&apos;s rule of thumb: {} = {:.2f} GB
</source>
        <translation>
Règle empirique du guide : {} = {:.2f} GB
</translation>
    </message>
    <message>
        <source>
On {:.2f} GB: {}, headroom {:+.2f} GB
</source>
        <translation>
Sur {:.2f} GB : {}, marge {:+.2f} GB
</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>NE TIENT PAS</translation>
    </message>
    <message>
        <source>Largest batch at sequence {}: {}
</source>
        <translation>Batch maximal pour une séquence de {} : {}
</translation>
    </message>
    <message>
        <source>Longest sequence at batch {}: {}{}
</source>
        <translation>Séquence maximale pour un batch de {} : {}{}
</translation>
    </message>
    <message>
        <source> (the model&apos;s maximum context)</source>
        <translation> (contexte maximal du modèle)</translation>
    </message>
    <message>
        <source>--gpu: &apos;{}&apos; has no memory figure in the catalog</source>
        <translation>--gpu : &apos;{}&apos; n’a pas de capacité mémoire dans le catalogue</translation>
    </message>
    <message>
        <source>Model     {} ({}): {} parameters, trainable {}
</source>
        <translation>Modèle      {} ({}) : {} paramètres, entraînables {}
</translation>
    </message>
    <message>
        <source>Layout    {} x {} ({:.2f} GB each), {}: dp {} x tp {} x pp {}, {} node(s)</source>
        <translation>Répartition {} x {} ({:.2f} GB chacun), {} : dp {} x tp {} x pp {}, {} nœud(s)</translation>
    </message>
    <message>
        <source>, ZeRO stage {}</source>
        <translation>, ZeRO stage {}</translation>
    </message>
    <message>
        <source>, offload optimizer {} / params {}</source>
        <translation>, offload optimiseur {} / paramètres {}</translation>
    </message>
    <message>
        <source>Per GPU (the busiest one):</source>
        <translation>Par GPU (le plus chargé) :</translation>
    </message>
    <message>
        <source>
Guide&apos;s rule of thumb (whole model, one GPU): {} = {:.2f} GB
</source>
        <translation>
Règle empirique du guide (modèle entier, un GPU) : {} = {:.2f} GB
</translation>
    </message>
    <message>
        <source>
On {:.2f} GB per GPU: {}, headroom {:+.2f} GB
</source>
        <translation>
Sur {:.2f} GB par GPU : {}, marge {:+.2f} GB
</translation>
    </message>
    <message>
        <source>Host RAM per node for offload: {:.2f} GB
</source>
        <translation>RAM hôte par nœud pour l’offload : {:.2f} GB
</translation>
    </message>
    <message>
        <source>NVMe per node for offload: {:.2f} GB
</source>
        <translation>NVMe par nœud pour l’offload : {:.2f} GB
</translation>
    </message>
    <message>
        <source>Pipeline bubble: {:.1f} %
</source>
        <translation>Bulle de pipeline : {:.1f} %
</translation>
    </message>
    <message>
        <source>GPUs needed ({}): {}
</source>
        <translation>GPUs nécessaires ({}) : {}
</translation>
    </message>
    <message>
        <source>Does a workload fit in GPU memory? Memory breakdown and limits.</source>
        <translation>Une charge de travail tient-elle dans la mémoire GPU ? Détail de la mémoire et limites.</translation>
    </message>
    <message>
        <source>Catalog model id (mistral-7b, ...) or a Hugging Face config.json (or a folder holding one)</source>
        <translation>Id de modèle du catalogue (mistral-7b, ...) ou un config.json Hugging Face (ou un dossier qui en contient un)</translation>
    </message>
    <message>
        <source>inference | lora | qlora | full | pretrain</source>
        <translation>inference | lora | qlora | full | pretrain</translation>
    </message>
    <message>
        <source>Weights: </source>
        <translation>Poids : </translation>
    </message>
    <message>
        <source> (default fp16; nf4 for qlora)</source>
        <translation> (fp16 par défaut ; nf4 pour qlora)</translation>
    </message>
    <message>
        <source>Micro-batch per GPU (sequences)</source>
        <translation>Micro-batch par GPU (séquences)</translation>
    </message>
    <message>
        <source>Sequence length in tokens (inference: prompt + generated)</source>
        <translation>Longueur de séquence en jetons (inférence : prompt + jetons générés)</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Pas d’accumulation de gradient</translation>
    </message>
    <message>
        <source>adamw | adamw-8bit | sgd | sgd-momentum | adafactor</source>
        <translation>adamw | adamw-8bit | sgd | sgd-momentum | adafactor</translation>
    </message>
    <message>
        <source>FlashAttention (no a*s^2 attention matrix)</source>
        <translation>FlashAttention (pas de matrice d’attention a*s^2)</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>Rang LoRA r</translation>
    </message>
    <message>
        <source>LoRA target modules, comma-separated, or all-linear</source>
        <translation>Modules cibles LoRA, séparés par des virgules, ou all-linear</translation>
    </message>
    <message>
        <source>LoRA adapter dtype: fp32 | bf16 | fp16</source>
        <translation>Type de données des adaptateurs LoRA : fp32 | bf16 | fp16</translation>
    </message>
    <message>
        <source>GPTQ/AWQ quantization group size</source>
        <translation>Taille de groupe de la quantification GPTQ/AWQ</translation>
    </message>
    <message>
        <source>GPU memory, e.g. 24GB or 80GiB</source>
        <translation>Mémoire GPU, p. ex. 24GB ou 80GiB</translation>
    </message>
    <message>
        <source>GPU memory in bytes</source>
        <translation>Mémoire GPU en octets</translation>
    </message>
    <message>
        <source>Catalog GPU id (rtx-4090, h100-sxm, ...): its VRAM is the capacity</source>
        <translation>Id de GPU du catalogue (rtx-4090, h100-sxm, ...) : sa VRAM sert de capacité</translation>
    </message>
    <message>
        <source>With --gpu: number of GPUs of the layout</source>
        <translation>Avec --gpu : nombre de GPUs de la répartition</translation>
    </message>
    <message>
        <source>With --gpu: single | dp | ddp | zero1 | zero2 | zero3 | tp | pp | hybrid | auto (default: auto when --gpus &gt; 1)</source>
        <translation>Avec --gpu : single | dp | ddp | zero1 | zero2 | zero3 | tp | pp | hybrid | auto (par défaut : auto si --gpus &gt; 1)</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (hybrid)</source>
        <translation>Degré de parallélisme tensoriel (hybrid)</translation>
    </message>
    <message>
        <source>Pipeline stages (hybrid)</source>
        <translation>Étages de pipeline (hybrid)</translation>
    </message>
    <message>
        <source>ZeRO optimizer offload: none | cpu | nvme</source>
        <translation>Offload de l’optimiseur ZeRO : none | cpu | nvme</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter offload: none | cpu | nvme</source>
        <translation>Offload des paramètres ZeRO-3 : none | cpu | nvme</translation>
    </message>
    <message>
        <source>GPUs in one node</source>
        <translation>GPUs par nœud</translation>
    </message>
    <message>
        <source>Memory the CUDA context takes</source>
        <translation>Mémoire occupée par le contexte CUDA</translation>
    </message>
    <message>
        <source>Allocator fragmentation margin, %</source>
        <translation>Marge de fragmentation de l’allocateur, en %</translation>
    </message>
    <message>
        <source>Print one JSON object</source>
        <translation>Afficher un seul objet JSON</translation>
    </message>
    <message>
        <source>--fragmentation must be between 0 and 100 %, got {}</source>
        <translation>--fragmentation doit être entre 0 et 100 % (reçu : {})</translation>
    </message>
    <message>
        <source>--gpu: no GPU &apos;{}&apos; in the catalog (see &apos;gpu-planner catalog list gpus&apos;)</source>
        <translation>--gpu : aucun GPU &apos;{}&apos; dans le catalogue (voir &apos;gpu-planner catalog list gpus&apos;)</translation>
    </message>
    <message>
        <source>GPU       {} ({}, {:.2f} GB)
</source>
        <translation>GPU         {} ({}, {:.2f} GB)
</translation>
    </message>
    <message>
        <source>warning: {}
</source>
        <translation>avertissement : {}
</translation>
    </message>
    <message>
        <source>Tensors (allocator peak)</source>
        <translation>Tenseurs (pic de l’allocateur)</translation>
    </message>
    <message>
        <source>Device memory used (nvidia-smi)</source>
        <translation>Mémoire utilisée sur le GPU (nvidia-smi)</translation>
    </message>
    <message>
        <source>KV cache: </source>
        <translation>Cache KV&#xa0;: </translation>
    </message>
    <message>
        <source>With --gpu: every catalog model, its best precision that fits, longest context, largest batch and decode speed</source>
        <translation>Avec --gpu&#xa0;: chaque modèle du catalogue, sa meilleure précision qui tient, son contexte le plus long, son plus grand batch et sa vitesse de décodage</translation>
    </message>
    <message>
        <source>Inference: layers on the GPU, the rest in system RAM (llama.cpp --n-gpu-layers; default: as many as fit when the model does not fit whole)</source>
        <translation>Inférence&#xa0;: couches sur le GPU, le reste en mémoire système (llama.cpp --n-gpu-layers&#xa0;; par défaut&#xa0;: autant qu’il en tient quand le modèle ne tient pas en entier)</translation>
    </message>
    <message>
        <source>System RAM bandwidth for layers left in RAM, GB/s (dual-channel DDR5-5600: 89.6)</source>
        <translation>Bande passante de la mémoire système pour les couches restées en RAM, GB/s (DDR5-5600 double canal&#xa0;: 89,6)</translation>
    </message>
    <message>
        <source>--model is required (or --all-models with --gpu)</source>
        <translation>--model est requis (ou --all-models avec --gpu)</translation>
    </message>
    <message>
        <source>Layers on GPU: {} of {} ({:.2f} GB on the GPU, {:.2f} GB in system RAM), decode {:.1f} tokens/s with RAM at {:.1f} GB/s
</source>
        <translation>Couches sur le GPU&#xa0;: {} sur {} ({:.2f} GB sur le GPU, {:.2f} GB en mémoire système), décodage {:.1f} jetons/s avec une RAM à {:.1f} GB/s
</translation>
    </message>
    <message>
        <source>Models on {} x {} ({:.2f} GB each), {}, batch {}, sequence {}

</source>
        <translation>Modèles sur {} x {} ({:.2f} GB chacun), {}, batch {}, séquence {}

</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Best precision</source>
        <translation>Meilleure précision</translation>
    </message>
    <message>
        <source>Longest context</source>
        <translation>Contexte max.</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>Batch max.</translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation>Décodage jetons/s</translation>
    </message>
    <message>
        <source>Layers on GPU</source>
        <translation>Couches sur le GPU</translation>
    </message>
    <message>
        <source>{} of {} ({})</source>
        <translation>{} sur {} ({})</translation>
    </message>
    <message>
        <source>cannot be sized</source>
        <translation>impossible à dimensionner</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>
Layers left in system RAM are read at {:.1f} GB/s (--host-bandwidth).
</source>
        <translation>
Les couches restées en mémoire système sont lues à {:.1f} GB/s (--host-bandwidth).
</translation>
    </message>
    <message>
        <source>Training precision regime: mixed | fp32 | pure-bf16 | fp8</source>
        <translation>Régime de précision de l’entraînement : mixed | fp32 | pure-bf16 | fp8</translation>
    </message>
    <message>
        <source>, optimizer {}, regime {}, checkpointing {}, loss {}</source>
        <translation>, optimiseur {}, régime {}, checkpointing {}, perte {}</translation>
    </message>
    <message>
        <source>How the loss holds the logits at the memory peak: fp32-logits (one fp32 copy) | upcast (F.cross_entropy on logits.float()) | chunked (torchtune) | fused (a compiled loss)</source>
        <translation>Comment la perte garde les logits au pic de mémoire : fp32-logits (une copie fp32) | upcast (F.cross_entropy sur logits.float()) | chunked (torchtune) | fused (une perte compilée)</translation>
    </message>
    <message>
        <source>Gradient checkpointing: none | selective | full | selective-op (torchtitan&apos;s per-op policy) | selective-op-compiled (the same under torch.compile)</source>
        <translation>Recalcul des activations&#xa0;: none | selective | full | selective-op (politique par opération de torchtitan) | selective-op-compiled (la même sous torch.compile)</translation>
    </message>
    <message>
        <source>collectives&apos; stream pools (FSDP)</source>
        <translation>réserves des flux des collectives (FSDP)</translation>
    </message>
</context>
<context>
    <name>Interconnect</name>
    <message>
        <source>--link: unknown link &apos;{}&apos; (known: {}; a prefix must match exactly one)</source>
        <translation>--link : lien inconnu &apos;{}&apos; (connus : {} ; un préfixe doit en désigner exactement un)</translation>
    </message>
    <message>
        <source>Time to copy data from one GPU to another over a link.</source>
        <translation>Durée de copie de données d’un GPU à un autre via un lien.</translation>
    </message>
    <message>
        <source>Bytes to move, e.g. 10GB</source>
        <translation>Volume à transférer, p. ex. 10GB</translation>
    </message>
    <message>
        <source>Link id: pcie4-x16, nvlink3, nvlink4, ib-ndr-4x...</source>
        <translation>Id du lien : pcie4-x16, nvlink3, nvlink4, ib-ndr-4x...</translation>
    </message>
    <message>
        <source>Use the both-directions figure (NVIDIA&apos;s NVLink headline, the guide&apos;s arithmetic)</source>
        <translation>Utiliser le débit cumulé des deux sens (chiffre phare de NVIDIA pour NVLink, calcul du guide)</translation>
    </message>
    <message>
        <source>Print one JSON object</source>
        <translation>Afficher un seul objet JSON</translation>
    </message>
    <message>
        <source>{} over {} ({}):

</source>
        <translation>{} via {} ({}) :

</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>bande passante</translation>
    </message>
    <message>
        <source>time</source>
        <translation>durée</translation>
    </message>
    <message>
        <source>both directions added (the guide&apos;s arithmetic)</source>
        <translation>deux sens cumulés (calcul du guide)</translation>
    </message>
    <message>
        <source>one direction, line rate</source>
        <translation>un sens, débit nominal</translation>
    </message>
    <message>
        <source>one direction, {:.0f} % efficiency</source>
        <translation>un sens, efficacité {:.0f} %</translation>
    </message>
    <message>
        <source>A GPU-to-GPU copy moves data one way: the per-direction rows are what it takes.</source>
        <translation>Une copie GPU à GPU ne circule que dans un sens : la durée à retenir est celle des lignes par sens.</translation>
    </message>
    <message>
        <source>Time of an NCCL collective over N GPUs (nccl-tests model).</source>
        <translation>Durée d’une opération collective NCCL sur N GPUs (modèle nccl-tests).</translation>
    </message>
    <message>
        <source>Buffer size, e.g. 14GB (gradients of a 7B model in fp16)</source>
        <translation>Taille du tampon, p. ex. 14GB (gradients d’un modèle 7B en fp16)</translation>
    </message>
    <message>
        <source>GPUs taking part</source>
        <translation>GPUs participants</translation>
    </message>
    <message>
        <source>Slowest link on the ring: nvlink4, pcie4-x16, ib-ndr-4x...</source>
        <translation>Lien le plus lent de l’anneau : nvlink4, pcie4-x16, ib-ndr-4x...</translation>
    </message>
    <message>
        <source>all-reduce | all-gather | reduce-scatter | broadcast</source>
        <translation>all-reduce | all-gather | reduce-scatter | broadcast</translation>
    </message>
    <message>
        <source>Bus bandwidth / per-direction line rate</source>
        <translation>Bande passante bus / débit nominal par sens</translation>
    </message>
    <message>
        <source>--gpus must be a positive whole number, got {}</source>
        <translation>--gpus doit être un entier positif (reçu : {})</translation>
    </message>
    <message>
        <source>--efficiency must be in (0, 1], got {}</source>
        <translation>--efficiency doit être dans ]0, 1] (reçu : {})</translation>
    </message>
    <message>
        <source>--collective: unknown value &apos;{}&apos; (valid: all-reduce, all-gather, reduce-scatter, broadcast)</source>
        <translation>--collective : valeur inconnue &apos;{}&apos; (valeurs admises : all-reduce, all-gather, reduce-scatter, broadcast)</translation>
    </message>
    <message>
        <source>{} of {} over {} GPUs on {} ({}):
</source>
        <translation>{} de {} sur {} GPUs via {} ({}) :
</translation>
    </message>
    <message>
        <source>  bus bandwidth {} ({:.0f} % of {} per direction), factor {:.3f}
</source>
        <translation>  bande passante bus {} ({:.0f} % de {} par sens), facteur {:.3f}
</translation>
    </message>
    <message>
        <source>  time {} (algorithm bandwidth {})
</source>
        <translation>  durée {} (bande passante algorithmique {})
</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>Catalog model id (mistral-7b) or a config.json path</source>
        <translation>Id de modèle du catalogue (mistral-7b) ou chemin d’un config.json</translation>
    </message>
    <message>
        <source>inference | lora | qlora | full | pretrain</source>
        <translation>inference | lora | qlora | full | pretrain</translation>
    </message>
    <message>
        <source>Weights: </source>
        <translation>Poids : </translation>
    </message>
    <message>
        <source> (default fp16; nf4 for qlora)</source>
        <translation> (fp16 par défaut ; nf4 pour qlora)</translation>
    </message>
    <message>
        <source>Micro-batch per GPU (sequences)</source>
        <translation>Micro-batch par GPU (séquences)</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>Jetons par séquence</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Pas d’accumulation de gradient</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Training job: examples per epoch</source>
        <translation>Tâche d’entraînement : exemples par epoch</translation>
    </message>
    <message>
        <source>Training job: epochs</source>
        <translation>Tâche d’entraînement : nombre d’epochs</translation>
    </message>
    <message>
        <source>Inference job: requests</source>
        <translation>Tâche d’inférence : nombre de requêtes</translation>
    </message>
    <message>
        <source>Inference job: tokens generated per request</source>
        <translation>Tâche d’inférence : jetons générés par requête</translation>
    </message>
    <message>
        <source>{} must be a positive whole number, got {}</source>
        <translation>{} doit être un entier positif (reçu : {})</translation>
    </message>
    <message>
        <source>--epochs must be positive, got {}</source>
        <translation>--epochs doit être positif (reçu : {})</translation>
    </message>
    <message>
        <source>--generated must not be negative, got {}</source>
        <translation>--generated ne doit pas être négatif (reçu : {})</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>stratégie</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <source>h/job</source>
        <translation>h/tâche</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>coût total</translation>
    </message>
    <message>
        <source>Tokens/s, prefill, training step and job time on a GPU.</source>
        <translation>Jetons/s, prefill, pas d’entraînement et durée de tâche sur un GPU.</translation>
    </message>
    <message>
        <source>Catalog GPU id, e.g. rtx-4090</source>
        <translation>Id de GPU du catalogue, p. ex. rtx-4090</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Nombre de GPUs</translation>
    </message>
    <message>
        <source>auto | single | dp | ddp | zero1 | zero2 | zero3 | tp | pp</source>
        <translation>auto | single | dp | ddp | zero1 | zero2 | zero3 | tp | pp</translation>
    </message>
    <message>
        <source>Print one JSON object</source>
        <translation>Afficher un seul objet JSON</translation>
    </message>
    <message>
        <source>no throughput figures for &apos;{}&apos; in the catalog</source>
        <translation>aucun chiffre de débit pour &apos;{}&apos; dans le catalogue</translation>
    </message>
    <message>
        <source>{} on {}x {} ({}), {}{}
</source>
        <translation>{} sur {}x {} ({}), {}{}
</translation>
    </message>
    <message>
        <source>  -- DOES NOT FIT in memory</source>
        <translation>  -- NE TIENT PAS en mémoire</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>decode tokens/s (batch)</source>
        <translation>décodage jetons/s (batch)</translation>
    </message>
    <message>
        <source>decode tokens/s per sequence</source>
        <translation>décodage jetons/s par séquence</translation>
    </message>
    <message>
        <source>prefill seconds</source>
        <translation>prefill (secondes)</translation>
    </message>
    <message>
        <source>training step seconds</source>
        <translation>pas d’entraînement (secondes)</translation>
    </message>
    <message>
        <source>training tokens/s</source>
        <translation>jetons/s en entraînement</translation>
    </message>
    <message>
        <source>communication share of step</source>
        <translation>part de communication du pas</translation>
    </message>
    <message>
        <source>hours per job</source>
        <translation>heures par tâche</translation>
    </message>
    <message>
        <source>Buy or rent? Cumulative costs, break-even month, hours threshold.</source>
        <translation>Acheter ou louer ? Coûts cumulés, mois du point mort, seuil d’heures.</translation>
    </message>
    <message>
        <source>Catalog GPU id bought (price, TDP and offers from the catalog)</source>
        <translation>Id du GPU acheté dans le catalogue (prix, TDP et offres tirés du catalogue)</translation>
    </message>
    <message>
        <source>GPUs bought / rented</source>
        <translation>GPUs achetés / loués</translation>
    </message>
    <message>
        <source>Price of one GPU (overrides the catalog)</source>
        <translation>Prix d’un GPU (remplace celui du catalogue)</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Tarif de location par GPU-heure</translation>
    </message>
    <message>
        <source>Catalog cloud offer id</source>
        <translation>Id de l’offre cloud dans le catalogue</translation>
    </message>
    <message>
        <source>Catalog GPU id rented (default: the same)</source>
        <translation>Id du GPU loué dans le catalogue (par défaut : le même)</translation>
    </message>
    <message>
        <source>Hours of use per month</source>
        <translation>Heures d’utilisation par mois</translation>
    </message>
    <message>
        <source>Hours the rented option needs for the same work</source>
        <translation>Heures nécessaires en location pour le même travail</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon (mois)</translation>
    </message>
    <message>
        <source>Price of one kWh</source>
        <translation>Prix du kWh</translation>
    </message>
    <message>
        <source>Power of one GPU (default: its TDP from the catalog, else 0)</source>
        <translation>Puissance d’un GPU (par défaut : son TDP dans le catalogue, sinon 0)</translation>
    </message>
    <message>
        <source>Share of the TDP drawn under load</source>
        <translation>Part du TDP consommée en charge</translation>
    </message>
    <message>
        <source>Data-centre PUE</source>
        <translation>PUE du centre de données</translation>
    </message>
    <message>
        <source>Share of the GPU price recovered at the horizon</source>
        <translation>Part du prix du GPU récupérée à l’horizon</translation>
    </message>
    <message>
        <source>Currency of the amounts</source>
        <translation>Devise des montants</translation>
    </message>
    <message>
        <source>--horizon-months must be at least 1, got {}</source>
        <translation>--horizon-months doit valoir au moins 1 (reçu : {})</translation>
    </message>
    <message>
        <source>given rate</source>
        <translation>tarif indiqué</translation>
    </message>
    <message>
        <source>give --gpu (catalog) or --price</source>
        <translation>indiquez --gpu (catalogue) ou --price</translation>
    </message>
    <message>
        <source>--gpu: &apos;{}&apos; is not in the catalog</source>
        <translation>--gpu : &apos;{}&apos; n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>no price for &apos;{}&apos; in the catalog: give --price</source>
        <translation>aucun prix pour &apos;{}&apos; dans le catalogue : indiquez --price</translation>
    </message>
    <message>
        <source>--rent-gpu: &apos;{}&apos; is not in the catalog</source>
        <translation>--rent-gpu : &apos;{}&apos; n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>--offer: &apos;{}&apos; is not in the catalog</source>
        <translation>--offer : &apos;{}&apos; n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>no cloud rate: give --cloud-rate or --offer</source>
        <translation>aucun tarif cloud : indiquez --cloud-rate ou --offer</translation>
    </message>
    <message>
        <source>prices must not be negative</source>
        <translation>les prix ne doivent pas être négatifs</translation>
    </message>
    <message>
        <source>Break-even after {:.2f} months
</source>
        <translation>Point mort atteint après {:.2f} mois
</translation>
    </message>
    <message>
        <source>Buying does not pay off within {} months
</source>
        <translation>L’achat n’est pas rentabilisé en {} mois
</translation>
    </message>
    <message>
        <source>Buying pays off within {} months above {:.1f} hours a month
</source>
        <translation>L’achat est rentabilisé en {} mois au-delà de {:.1f} heures par mois
</translation>
    </message>
    <message>
        <source>Renting is cheaper at any use (the rate is below the electricity cost)</source>
        <translation>La location est moins chère quelle que soit l’utilisation (le tarif est inférieur au coût de l’électricité)</translation>
    </message>
    <message>
        <source>At {} months: buy {} (resale deducted), rent {}
</source>
        <translation>À {} mois : achat {} (revente déduite), location {}
</translation>
    </message>
    <message>
        <source>Which GPUs to buy or rent: Pareto front and ranked list.</source>
        <translation>Quels GPUs acheter ou louer : front de Pareto et classement.</translation>
    </message>
    <message>
        <source>Total budget over the horizon</source>
        <translation>Budget total sur l’horizon</translation>
    </message>
    <message>
        <source>Most GPUs to consider</source>
        <translation>Nombre maximal de GPUs à envisager</translation>
    </message>
    <message>
        <source>buy | rent | both</source>
        <translation>buy | rent | both</translation>
    </message>
    <message>
        <source>Entries in the ranked list</source>
        <translation>Entrées du classement</translation>
    </message>
    <message>
        <source>Longest acceptable job</source>
        <translation>Durée maximale acceptable d’une tâche</translation>
    </message>
    <message>
        <source>Jobs a month (hours follow from speed)</source>
        <translation>Tâches par mois (les heures découlent de la vitesse)</translation>
    </message>
    <message>
        <source>Currency of the costs</source>
        <translation>Devise des coûts</translation>
    </message>
    <message>
        <source>Try every GPU count, not only powers of two</source>
        <translation>Essayer tous les nombres de GPUs, pas seulement les puissances de deux</translation>
    </message>
    <message>
        <source>--jobs-per-month must be positive, got {}</source>
        <translation>--jobs-per-month doit être positif (reçu : {})</translation>
    </message>
    <message>
        <source>Nothing fits within the constraints.</source>
        <translation>Aucun candidat ne respecte les contraintes.</translation>
    </message>
    <message>
        <source>Ranked (cheapest first):</source>
        <translation>Classement (du moins cher au plus cher) :</translation>
    </message>
    <message>
        <source>Pareto front (cost vs time):</source>
        <translation>Front de Pareto (coût vs durée) :</translation>
    </message>
    <message>
        <source>Work with saved .gpuplan scenarios.</source>
        <translation>Travailler avec des scénarios .gpuplan enregistrés.</translation>
    </message>
    <message>
        <source>Every result for a saved scenario.</source>
        <translation>Tous les résultats d’un scénario enregistré.</translation>
    </message>
    <message>
        <source>The .gpuplan file</source>
        <translation>Le fichier .gpuplan</translation>
    </message>
    <message>
        <source>{}: cannot open the file</source>
        <translation>{} : impossible d’ouvrir le fichier</translation>
    </message>
    <message>
        <source>{}
{} on {}x {} ({}): {} GB per GPU of {} GB, {}
</source>
        <translation>{}
{} sur {}x {} ({}) : {} GB par GPU sur {} GB, {}
</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>NE TIENT PAS</translation>
    </message>
    <message>
        <source>Guide&apos;s rule of thumb: {} = {:.2f} GB
</source>
        <translation>Règle empirique du guide : {} = {:.2f} GB
</translation>
    </message>
    <message>
        <source>Decode: {:.1f} tokens/s ({:.1f} per sequence)
</source>
        <translation>Décodage : {:.1f} jetons/s ({:.1f} par séquence)
</translation>
    </message>
    <message>
        <source>Training step: {:.3f} s, communication {:.0f} % of it
</source>
        <translation>Pas d’entraînement : {:.3f} s, dont {:.0f} % de communication
</translation>
    </message>
    <message>
        <source>Job: {:.2f} h
</source>
        <translation>Tâche : {:.2f} h
</translation>
    </message>
    <message>
        <source>Buy vs rent ({}): break-even {}, threshold {}
</source>
        <translation>Achat vs location ({}) : point mort {}, seuil {}
</translation>
    </message>
    <message>
        <source>after {:.2f} months</source>
        <translation>après {:.2f} mois</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>non atteint sur l’horizon</translation>
    </message>
    <message>
        <source>{:.1f} h/month</source>
        <translation>{:.1f} h/mois</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>What would make it fit:</source>
        <translation>Ce qui permettrait de tenir en mémoire :</translation>
    </message>
    <message>
        <source>  {} {}: {:.1f} GB per GPU{}{}
</source>
        <translation>  {} {} : {:.1f} GB par GPU{}{}
</translation>
    </message>
    <message>
        <source>[fits]</source>
        <translation>[tient]</translation>
    </message>
    <message>
        <source>[no]  </source>
        <translation>[non]  </translation>
    </message>
    <message>
        <source>; time: </source>
        <translation>; durée : </translation>
    </message>
    <message>
        <source>; quality: </source>
        <translation>; qualité : </translation>
    </message>
    <message>
        <source>Recommendation:</source>
        <translation>Recommandation :</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>avertissement : </translation>
    </message>
    <message>
        <source>Buying does not pay off within {} months, even in use all 744 hours of a month
</source>
        <translation>L’achat n’est pas rentabilisé en {} mois, même en utilisant les GPU les 744 heures d’un mois
</translation>
    </message>
    <message>
        <source>beyond the 744 hours of a month</source>
        <translation>au-delà des 744 heures d’un mois</translation>
    </message>
    <message>
        <source>Price of the system(s) around the GPUs (default: with --gpu, the catalog&apos;s smallest system that holds them, else 0)</source>
        <translation>Prix du ou des systèmes autour des GPUs (par défaut : avec --gpu, le plus petit système du catalogue qui les accueille, sinon 0)</translation>
    </message>
    <message>
        <source>The system around bought GPUs: a catalog system id, or the price of one (default: the catalog&apos;s smallest system that holds them)</source>
        <translation>Le système autour des GPUs achetés : l’id d’un système du catalogue, ou le prix d’un système (par défaut : le plus petit système du catalogue qui les accueille)</translation>
    </message>
    <message>
        <source>A saved .gpuplan scenario instead of --model and the workload flags (the other flags override its values)</source>
        <translation>Un scénario .gpuplan enregistré au lieu de --model et des options de charge (les autres options remplacent ses valeurs)</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU: its time per job turns --hours-per-month into jobs</source>
        <translation>Le GPU du scénario&#xa0;: sa durée par tâche convertit --hours-per-month en tâches</translation>
    </message>
    <message>
        <source>Hours of use a month, turned into jobs a month on --gpu as the window does</source>
        <translation>Heures d’utilisation par mois, converties en tâches par mois sur --gpu comme le fait la fenêtre</translation>
    </message>
    <message>
        <source>give --model or --scenario, not both</source>
        <translation>donnez --model ou --scenario, pas les deux</translation>
    </message>
    <message>
        <source>--model is required (or --scenario FILE)</source>
        <translation>--model est requis (ou --scenario FICHIER)</translation>
    </message>
    <message>
        <source>--objective: unknown objective &apos;{}&apos; (valid: {})</source>
        <translation>--objective&#xa0;: objectif inconnu &apos;{}&apos; (valides&#xa0;: {})</translation>
    </message>
    <message>
        <source>give --hours-per-month or --jobs-per-month, not both</source>
        <translation>donnez --hours-per-month ou --jobs-per-month, pas les deux</translation>
    </message>
    <message>
        <source>Ranked (fastest first within the budget):</source>
        <translation>Classement (du plus rapide au plus lent dans le budget)&#xa0;:</translation>
    </message>
    <message>
        <source>Ranked (most work for the money first):</source>
        <translation>Classement (le plus de travail pour l’argent d’abord)&#xa0;:</translation>
    </message>
    <message>
        <source>{} options evaluated for the traffic: {}.

</source>
        <translation>{} options évaluées pour le trafic&#xa0;: {}.

</translation>
    </message>
    <message>
        <source>Ranked (those that serve the traffic at the targets first, then the cheapest a month):</source>
        <translation>Classement (d’abord celles qui servent le trafic aux objectifs, puis la moins chère par mois)&#xa0;:</translation>
    </message>
    <message>
        <source>Pareto front (cost a month vs first-token latency):</source>
        <translation>Front de Pareto (coût par mois contre latence du premier jeton)&#xa0;:</translation>
    </message>
    <message>
        <source>replicas x TP</source>
        <translation>répliques x TP</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>jetons/s/utilisateur</translation>
    </message>
    <message>
        <source>TTFT p95 (ms)</source>
        <translation>TTFT p95 (ms)</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>par mois</translation>
    </message>
    <message>
        <source>per M tokens</source>
        <translation>par M de jetons</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>objectifs</translation>
    </message>
    <message>
        <source>met</source>
        <translation>atteints</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>manqués</translation>
    </message>
    <message>
        <source>{:g} requests per second</source>
        <translation>{:g} requêtes par seconde</translation>
    </message>
    <message>
        <source>{} concurrent user(s)</source>
        <translation>{} utilisateur(s) simultané(s)</translation>
    </message>
    <message>
        <source>{}, {} tokens in and {} out a request</source>
        <translation>{}, {} jetons en entrée et {} en sortie par requête</translation>
    </message>
    <message>
        <source>cheapest | fastest | value | serving (default: serving for a scenario that serves users, else fastest with --budget, else cheapest)</source>
        <translation>cheapest | fastest | value | serving (par défaut&#xa0;: serving pour un scénario qui sert des utilisateurs, sinon fastest avec --budget, sinon cheapest)</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>remarque&#xa0;: </translation>
    </message>
    <message>
        <source>Buy: {} up front ({} × {} for the GPUs + {} for the system(s)), {} a month: {}
</source>
        <translation>Achat : {} au départ ({} × {} pour les GPU + {} pour le ou les systèmes), {} par mois : {}
</translation>
    </message>
    <message>
        <source>Buy: {} up front ({} × {}), {} a month: {}
</source>
        <translation>Achat : {} au départ ({} × {}), {} par mois : {}
</translation>
    </message>
    <message>
        <source>Rent: {} an hour ({} × {}, {}), {:g} h a month
</source>
        <translation>Location : {} de l’heure ({} × {}, {}), {:g} h par mois
</translation>
    </message>
    <message>
        <source>The guide&apos;s formula (price ÷ (rate × hours)): {} ÷ ({} × {:g} h) = {:.2f} months
</source>
        <translation>Formule du guide (prix ÷ (tarif × heures)) : {} ÷ ({} × {:g} h) = {:.2f} mois
</translation>
    </message>
    <message>
        <source>Training precision: mixed | pure-bf16 | fp32 | fp8 (torchao Float8 / Transformer Engine matmuls, fp32 master weights and states)</source>
        <translation>Précision de l’entraînement : mixed | pure-bf16 | fp32 | fp8 (produits matriciels torchao Float8 / Transformer Engine, poids maîtres et états fp32)</translation>
    </message>
    <message>
        <source>sustained share of the peak (training)</source>
        <translation>part soutenue du pic (entraînement)</translation>
    </message>
    <message>
        <source>Sustained share fitted on published runs: {}
</source>
        <translation>Part soutenue ajustée sur des exécutions publiées : {}
</translation>
    </message>
    <message>
        <source>{} candidates evaluated, {} fit; costs over {} months at {}.

</source>
        <translation>Candidats évalués : {}, compatibles : {} ; coûts sur {} mois à {}.

</translation>
    </message>
    <message>
        <source>billed h/job</source>
        <translation>h facturées/tâche</translation>
    </message>
    <message>
        <source>How the loss holds the logits at the memory peak: fp32-logits | upcast | chunked | fused</source>
        <translation>Comment la perte garde les logits au pic de mémoire : fp32-logits | upcast | chunked | fused</translation>
    </message>
    <message>
        <source>GPU: {}</source>
        <translation>GPU : {}</translation>
    </message>
    <message>
        <source>cloud rate: {}</source>
        <translation>tarif cloud : {}</translation>
    </message>
    <message>
        <source>Price dates: {}
</source>
        <translation>Dates des prix : {}
</translation>
    </message>
    <message>
        <source>  bought as {} × {} (sold with its {} GPUs) at {} each: {} of its GPUs used
</source>
        <translation>  acheté comme {} × {} (vendu avec ses {} GPU) à {} l’unité : {} de ses GPU utilisé(s)
</translation>
    </message>
    <message>
        <source>Serving engine whose efficiencies and prefill chunk to use: </source>
        <translation>Moteur de service dont prendre les rendements et le bloc de préremplissage : </translation>
    </message>
    <message>
        <source>{} exchange rate: {}</source>
        <translation>taux de change {}&#xa0;: {}</translation>
    </message>
    <message>
        <source>Prices converted into {} at: {}
</source>
        <translation>Prix convertis en {} au&#xa0;: {}
</translation>
    </message>
    <message>
        <source>none | selective | full | selective-op (torchtitan&apos;s per-op policy) | selective-op-compiled (the same under torch.compile)</source>
        <translation>none | selective | full | selective-op (politique par opération de torchtitan) | selective-op-compiled (la même sous torch.compile)</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>
GPU {}  {}  [{}]
</source>
        <translation>
GPU {}  {}  [{}]
</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>{} ({}) total{}</source>
        <translation>{} ({}) au total{}</translation>
    </message>
    <message>
        <source>, {} free</source>
        <translation>, {} libres</translation>
    </message>
    <message>
        <source>Gen{} x{}</source>
        <translation>Gen{} x{}</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>{} now, {} max{}</source>
        <translation>{} actuel, {} max{}</translation>
    </message>
    <message>
        <source> (GPU supports Gen{})</source>
        <translation> (le GPU prend en charge Gen{})</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>{} active link{}{}</source>
        <translation>{} lien{} en service{}</translation>
    </message>
    <message>
        <source> (NVLink {})</source>
        <translation> (NVLink {})</translation>
    </message>
    <message>
        <source>none active</source>
        <translation>aucun en service</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>{} draw, {} limit</source>
        <translation>{} consommés, limite {}</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuellement</translation>
    </message>
    <message>
        <source>{} C, {} % busy</source>
        <translation>{} C, occupation {} %</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Fréquences</translation>
    </message>
    <message>
        <source>{} MHz graphics now, {} MHz max</source>
        <translation>{} MHz graphique actuellement, {} MHz max</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>Non lu</translation>
    </message>
    <message>
        <source>{:.1f} TFLOP/s</source>
        <translation>{:.1f} TFLOP/s</translation>
    </message>
    <message>
        <source> = {:.0f} % of {}</source>
        <translation> = {:.0f} % de {}</translation>
    </message>
    <message>
        <source>not measured: </source>
        <translation>non mesuré : </translation>
    </message>
    <message>
        <source>--time-limit must be a positive number of seconds, got {}</source>
        <translation>--time-limit doit être un nombre de secondes positif (reçu : {})</translation>
    </message>
    <message>
        <source>--runs must be between 1 and 100, got {}</source>
        <translation>--runs doit être entre 1 et 100 (reçu : {})</translation>
    </message>
    <message>
        <source>Running the benchmark (at most {:.0f} s)...
</source>
        <translation>Benchmark en cours (au plus {:.0f} s)...
</translation>
    </message>
    <message>
        <source>Backends:</source>
        <translation>Backends :</translation>
    </message>
    <message>
        <source>No GPU found on this machine.</source>
        <translation>Aucun GPU détecté sur cette machine.</translation>
    </message>
    <message>
        <source>
{} GPU{} found{}.
</source>
        <translation>
{} GPU{} sur cette machine{}.
</translation>
    </message>
    <message>
        <source>
Benchmark {}: {}
</source>
        <translation>
Benchmark {} : {}
</translation>
    </message>
    <message>
        <source>Detect this machine&apos;s GPUs (NVML, amdgpu, PCI sysfs), compare them with the catalog, benchmark them</source>
        <translation>Détecter les GPUs de cette machine (NVML, amdgpu, PCI sysfs), les comparer au catalogue, les mesurer par benchmark</translation>
    </message>
    <message>
        <source>Also measure PCIe and memory bandwidth and FP32/FP16 GEMM throughput (CUDA + cuBLAS)</source>
        <translation>Mesurer aussi la bande passante PCIe et mémoire ainsi que le débit GEMM FP32/FP16 (CUDA + cuBLAS)</translation>
    </message>
    <message>
        <source>Print the result as JSON (keys: devices, backends, catalog_message, benchmark)</source>
        <translation>Afficher le résultat en JSON (clés : devices, backends, catalog_message, benchmark)</translation>
    </message>
    <message>
        <source>Benchmark time limit in seconds (default 120)</source>
        <translation>Limite de durée du benchmark en secondes (par défaut 120)</translation>
    </message>
    <message>
        <source>Timed runs per benchmark figure; the median is kept (default 5)</source>
        <translation>Exécutions chronométrées par mesure ; la médiane est retenue (par défaut 5)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>GPU Planner</source>
        <translation>GPU Planner</translation>
    </message>
    <message>
        <source>The catalog %1 cannot be used:
%2</source>
        <translation>Le catalogue %1 est inutilisable :
%2</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The catalog chosen in the preferences cannot be used:
%1

GPU Planner opens the default catalog %2 instead.</source>
        <translation>Le catalogue choisi dans les préférences est inutilisable :
%1

GPU Planner ouvre à la place le catalogue par défaut %2.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Write the PDF procurement report of a saved scenario.</source>
        <translation>Écrire le rapport d’achat PDF d’un scénario enregistré.</translation>
    </message>
    <message>
        <source>The .gpuplan file</source>
        <translation>Le fichier .gpuplan</translation>
    </message>
    <message>
        <source>The PDF file to write</source>
        <translation>Le fichier PDF à écrire</translation>
    </message>
    <message>
        <source>Language of the report: en or fr (default: the command line&apos;s, from --lang or the environment)</source>
        <translation>Langue du rapport&#xa0;: en ou fr (par défaut celle de la ligne de commande, d’après --lang ou l’environnement)</translation>
    </message>
    <message>
        <source>Currency of the amounts (EUR, USD...; default: the scenario&apos;s)</source>
        <translation>Devise des montants (EUR, USD…&#xa0;; par défaut celle du scénario)</translation>
    </message>
    <message>
        <source>a4 (default) or letter</source>
        <translation>a4 (par défaut) ou letter</translation>
    </message>
    <message>
        <source>Wrote {} ({} pages, {})</source>
        <translation>Écrit {} ({} pages, {})</translation>
    </message>
</context>
<context>
    <name>Serve</name>
    <message>
        <source>Serve a model to many users: KV cache, concurrency, latency, GPUs needed and the cost of a million tokens against APIs.</source>
        <translation>Servir un modèle à de nombreux utilisateurs : cache KV, simultanéité, latence, GPU nécessaires et coût d&apos;un million de jetons face aux API.</translation>
    </message>
    <message>
        <source>Catalog model id or a config.json path</source>
        <translation>Identifiant de modèle du catalogue ou chemin d&apos;un config.json</translation>
    </message>
    <message>
        <source>Catalog GPU id, e.g. h100-sxm</source>
        <translation>Identifiant de GPU du catalogue, p. ex. h100-sxm</translation>
    </message>
    <message>
        <source>GPUs in all (replicas = GPUs / TP; default: the TP)</source>
        <translation>GPU en tout (répliques = GPU / TP ; par défaut : le TP)</translation>
    </message>
    <message>
        <source>Tensor-parallel GPUs per replica</source>
        <translation>GPU en parallélisme de tenseurs par réplique</translation>
    </message>
    <message>
        <source>Share of the GPU memory the engine takes (default: the engine&apos;s)</source>
        <translation>Part de la mémoire du GPU que prend le moteur (par défaut : celle du moteur)</translation>
    </message>
    <message>
        <source>Weights (default bf16; q4_k_m with llama.cpp)</source>
        <translation>Poids (bf16 par défaut ; q4_k_m avec llama.cpp)</translation>
    </message>
    <message>
        <source>KV cache: </source>
        <translation>Cache KV : </translation>
    </message>
    <message>
        <source>Longest sequence the engine accepts (default: the model&apos;s context)</source>
        <translation>Plus longue séquence acceptée par le moteur (par défaut : le contexte du modèle)</translation>
    </message>
    <message>
        <source>Tokens of one scheduler step, the prefill chunk (default: the engine&apos;s)</source>
        <translation>Jetons d&apos;une étape de l&apos;ordonnanceur, le bloc de préremplissage (par défaut : celui du moteur)</translation>
    </message>
    <message>
        <source>Prompt tokens per request (mean)</source>
        <translation>Jetons d&apos;invite par requête (moyenne)</translation>
    </message>
    <message>
        <source>Output tokens per request (mean)</source>
        <translation>Jetons de sortie par requête (moyenne)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Utilisateurs simultanés</translation>
    </message>
    <message>
        <source>Requests per second (Poisson arrivals)</source>
        <translation>Requêtes par seconde (arrivées de Poisson)</translation>
    </message>
    <message>
        <source>Target time to first token, p95 (ms)</source>
        <translation>Objectif de délai du premier jeton, p95 (ms)</translation>
    </message>
    <message>
        <source>Target time per output token (ms)</source>
        <translation>Objectif de temps par jeton de sortie (ms)</translation>
    </message>
    <message>
        <source>Catalog API price id to compare with (default: every API price of the model)</source>
        <translation>Identifiant de prix d&apos;API du catalogue à comparer (par défaut : tous les prix d&apos;API du modèle)</translation>
    </message>
    <message>
        <source>buy | rent | both</source>
        <translation>buy | rent | both</translation>
    </message>
    <message>
        <source>Hours of service a month</source>
        <translation>Heures de service par mois</translation>
    </message>
    <message>
        <source>Price of the system around the GPUs, per node (default: the catalog&apos;s)</source>
        <translation>Prix du système autour des GPU, par nœud (par défaut : celui du catalogue)</translation>
    </message>
    <message>
        <source>Currency of the costs</source>
        <translation>Monnaie des coûts</translation>
    </message>
    <message>
        <source>Print one JSON object</source>
        <translation>Afficher un objet JSON</translation>
    </message>
    <message>
        <source>--gpus {} is not a multiple of --tp {}</source>
        <translation>--gpus {} n&apos;est pas un multiple de --tp {}</translation>
    </message>
    <message>
        <source>--kv-precision: {} is not a KV cache type ({})</source>
        <translation>--kv-precision : {} n&apos;est pas un type de cache KV ({})</translation>
    </message>
    <message>
        <source>{} on {} x {} ({} x TP {}), {}, weights {}, KV {}
</source>
        <translation>{} sur {} x {} ({} x TP {}), {}, poids {}, KV {}
</translation>
    </message>
    <message>
        <source>  -- DOES NOT SERVE: {}
</source>
        <translation>  -- NE PEUT PAS SERVIR : {}
</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>device memory per GPU (GiB)</source>
        <translation>mémoire du périphérique par GPU (Gio)</translation>
    </message>
    <message>
        <source>weights per GPU (GiB)</source>
        <translation>poids par GPU (Gio)</translation>
    </message>
    <message>
        <source>activation peak (GiB)</source>
        <translation>pic d&apos;activations (Gio)</translation>
    </message>
    <message>
        <source>outside PyTorch (GiB)</source>
        <translation>hors PyTorch (Gio)</translation>
    </message>
    <message>
        <source>KV cache per GPU (GiB)</source>
        <translation>cache KV par GPU (Gio)</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>jetons du cache KV</translation>
    </message>
    <message>
        <source>sequences at once (mean, p95 length)</source>
        <translation>séquences simultanées (longueur moyenne, p95)</translation>
    </message>
    <message>
        <source>requests/s (capacity)</source>
        <translation>requêtes/s (capacité)</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>jetons de sortie/s</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <translation>jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>TTFT p50 / p95 (ms)</source>
        <translation>TTFT p50 / p95 (ms)</translation>
    </message>
    <message>
        <source>TPOT p50 / p95 (ms)</source>
        <translation>TPOT p50 / p95 (ms)</translation>
    </message>
    <message>
        <source>GPUs needed for the targets</source>
        <translation>GPU nécessaires pour les objectifs</translation>
    </message>
    <message>
        <source>{}: cost a month ({})</source>
        <translation>{} : coût par mois ({})</translation>
    </message>
    <message>
        <source>{}: per million tokens in / out / blended</source>
        <translation>{} : par million de jetons entrée / sortie / mélangé</translation>
    </message>
    <message>
        <source>misses: {}
</source>
        <translation>manque : {}
</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>per million in / out / blended</source>
        <translation>par million entrée / sortie / mélangé</translation>
    </message>
    <message>
        <source>self-hosting wins above (tokens a month)</source>
        <translation>l&apos;auto-hébergement gagne au-delà de (jetons par mois)</translation>
    </message>
    <message>
        <source> (beyond capacity)</source>
        <translation> (au-delà de la capacité)</translation>
    </message>
    <message>
        <source>users waiting for a KV slot (wait, s)</source>
        <translation>utilisateurs en attente d’une place KV (attente, s)</translation>
    </message>
    <message>
        <source>decode bandwidth share / prefill MFU</source>
        <translation>part de bande passante du décodage / MFU du préremplissage</translation>
    </message>
    <message>
        <source>calibrated on published runs</source>
        <translation>calibrés sur des mesures publiées</translation>
    </message>
    <message>
        <source>partly generic, see docs/DESIGN.md</source>
        <translation>en partie génériques, voir docs/DESIGN.md</translation>
    </message>
    <message>
        <source>Rent per GPU-hour, in the currency of the costs (default: the catalog&apos;s cheapest on-demand offer)</source>
        <translation>Location par GPU-heure, dans la devise des coûts (par défaut : l&apos;offre à la demande la moins chère du catalogue)</translation>
    </message>
    <message>
        <source>no cloud offer rents {} × {} in one machine (one machine a replica): give --cloud-rate, or another --tp</source>
        <translation>aucune offre cloud ne loue {} × {} dans une même machine (une machine par réplique) : donnez --cloud-rate, ou un autre --tp</translation>
    </message>
    <message>
        <source>  -- note: {}
</source>
        <translation>  -- remarque : {}
</translation>
    </message>
    <message>
        <source>end to end p50 / p95 (s)</source>
        <translation>de bout en bout p50 / p95 (s)</translation>
    </message>
    <message>
        <source>KV cache in use at most / preemptions a request</source>
        <translation>cache KV occupé au plus / préemptions par requête</translation>
    </message>
    <message>
        <source>Latencies: {}&apos;s scheduler simulated step by step (prompts and outputs of fixed length, the first round left out).
</source>
        <translation>Latences : l&apos;ordonnanceur de {} simulé pas à pas (invites et réponses de longueur fixe, le premier tour écarté).
</translation>
    </message>
    <message>
        <source>{}: price</source>
        <translation>{} : prix</translation>
    </message>
    <message>
        <source>users waiting in the engine&apos;s queue (wait, s)</source>
        <translation>utilisateurs dans la file du moteur (attente, s)</translation>
    </message>
    <message>
        <source>Fit the engine&apos;s speed on this GPU to the catalog&apos;s measured runs that match (at least 2) and plan with the fit</source>
        <translation>Ajuster la vitesse du moteur sur ce GPU aux essais mesurés du catalogue qui correspondent (au moins 2) et planifier avec cet ajustement</translation>
    </message>
    <message>
        <source>fitted to the measured runs</source>
        <translation>ajusté aux essais mesurés</translation>
    </message>
    <message>
        <source>Calibrated to {} measured runs of {} on {}: decode bandwidth share {:.2f}, prefill MFU {:.2f}, decode MFU {:.2f}, a step {:.2f} ms more (decode) / {:.2f} ms (with a prefill); median error TTFT {} -&gt; {}, TPOT {} -&gt; {}.
</source>
        <translation>Étalonné sur {} essais mesurés de {} sur {}&#xa0;: part de la bande passante en décodage {:.2f}, MFU du préremplissage {:.2f}, MFU du décodage {:.2f}, une étape plus longue de {:.2f} ms (décodage) / {:.2f} ms (avec un préremplissage)&#xa0;; erreur médiane TTFT {} -&gt; {}, TPOT {} -&gt; {}.
</translation>
    </message>
    <message>
        <source>Measured runs of this configuration at other loads: {} (the Serving tab&apos;s chart draws them).
</source>
        <translation>Essais mesurés de cette configuration à d&apos;autres charges&#xa0;: {} (le graphique de l&apos;onglet Service les trace).
</translation>
    </message>
    <message>
        <source>Measured beside the model</source>
        <translation>Mesuré à côté du modèle</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>modelled</source>
        <translation>modélisé</translation>
    </message>
    <message>
        <source> (mean)</source>
        <translation> (moyenne)</translation>
    </message>
    <message>
        <source>measured: {}</source>
        <translation>mesuré&#xa0;: {}</translation>
    </message>
    <message>
        <source>prices converted into {} at</source>
        <translation>prix convertis en {} au</translation>
    </message>
</context>
<context>
    <name>ServingMeasured</name>
    <message>
        <source>Measured runs at this load not shown: %1.</source>
        <translation>Essais mesurés à cette charge non affichés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Measured runs of this configuration at other loads: %1 (the chart draws them).</source>
        <translation>Essais mesurés de cette configuration à d&apos;autres charges&#xa0;: %1 (le graphique les trace).</translation>
    </message>
    <message>
        <source>Calibrated to %1 measured runs of %2 on this GPU: decode bandwidth share %3, prefill MFU %4, %5 more a decode step; median error of TTFT %6 → %7, of TPOT %8 → %9.</source>
        <translation>Étalonné sur %1 essais mesurés de %2 sur ce GPU&#xa0;: part de la bande passante en décodage %3, MFU du préremplissage %4, %5 de plus par étape de décodage&#xa0;; erreur médiane du TTFT %6 → %7, du TPOT %8 → %9.</translation>
    </message>
    <message>
        <source>Measured runs</source>
        <translation>Essais mesurés</translation>
    </message>
    <message>
        <source>Needs at least %1 measured runs in the catalog of this engine, model, GPU, parallelism, precisions and lengths (within 20 %); %2 match.</source>
        <translation>Il faut au moins %1 essais mesurés dans le catalogue pour ce moteur, ce modèle, ce GPU, ce parallélisme, ces précisions et ces longueurs (à 20&#xa0;% près)&#xa0;; %2 correspondent.</translation>
    </message>
    <message>
        <source>Fit %1&apos;s speed on this GPU (bandwidth share, MFU, step overheads) to the %2 measured runs that match, and plan with it. Undo takes it back.</source>
        <translation>Ajuster la vitesse de %1 sur ce GPU (part de la bande passante, MFU, surcoûts par étape) aux %2 essais mesurés qui correspondent, et planifier avec. Annuler le retire.</translation>
    </message>
    <message>
        <source>%1 (mean)</source>
        <translation>%1 (moyenne)</translation>
    </message>
    <message>
        <source>%1 (p95 %2)</source>
        <translation>%1 (p95 %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured&lt;/b&gt; (%1): first token in %2, %3 per output token, %4 tokens/s.</source>
        <translation>&lt;b&gt;Mesuré&lt;/b&gt; (%1)&#xa0;: premier jeton en %2, %3 par jeton de sortie, %4 jetons/s.</translation>
    </message>
    <message>
        <source>Calibration for %1 on %2 is not used: this option is %3 on %4.</source>
        <translation>L’étalonnage pour %1 sur %2 n’est pas utilisé&#xa0;: cette option est %3 sur %4.</translation>
    </message>
    <message>
        <source>1 user</source>
        <translation>1 utilisateur</translation>
    </message>
    <message>
        <source>%1 users</source>
        <translation>%1 utilisateurs</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 requêtes/s</translation>
    </message>
    <message>
        <source>every request at once</source>
        <translation>toutes les requêtes d’un coup</translation>
    </message>
    <message>
        <source>%1 per output token (%2 tokens/s per user)</source>
        <translation>%1 par jeton généré (%2 jetons/s par utilisateur)</translation>
    </message>
    <message>
        <source>%1 tokens/s per user (%2 per output token)</source>
        <translation>%1 jetons/s par utilisateur (%2 par jeton généré)</translation>
    </message>
    <message>
        <source>Load: %1 in a closed loop, %2 per replica on the chart</source>
        <translation>Charge&#xa0;: %1 en boucle fermée, %2 par réplique sur le graphique</translation>
    </message>
    <message>
        <source>Load: %1, an open loop: drawn at the %2 requests in flight per replica it measured (requests completed a second × their latency)</source>
        <translation>Charge&#xa0;: %1, en boucle ouverte&#xa0;: placé aux %2 requêtes en cours par réplique qu’il a mesurées (requêtes terminées par seconde × leur latence)</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Mesuré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Model at this load: %1 (TPOT %2 against measured)</source>
        <translation>Modèle à cette charge&#xa0;: %1 (TPOT %2 par rapport à la mesure)</translation>
    </message>
    <message>
        <source>Model at this load: none (the model does not fit as the run ran)</source>
        <translation>Modèle à cette charge&#xa0;: aucun (le modèle ne tient pas dans la configuration de l’essai)</translation>
    </message>
    <message>
        <source>Model at the run&apos;s load</source>
        <translation>Modèle à la charge de l’essai</translation>
    </message>
    <message>
        <source>%1: measured against modelled</source>
        <translation>%1&#xa0;: mesuré contre modélisé</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>on-demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>used</source>
        <translation>d’occasion</translation>
    </message>
    <message>
        <source>(global)</source>
        <translation>(mondial)</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Bulgarie</translation>
    </message>
    <message>
        <source>France</source>
        <translation>France</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Allemagne</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italie</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Japon</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>Amérique du Nord</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>Royaume-Uni</translation>
    </message>
    <message>
        <source>Vietnam</source>
        <translation>Viêt Nam</translation>
    </message>
    <message>
        <source>US</source>
        <translation>États-Unis</translation>
    </message>
    <message>
        <source>Bavaria, DE</source>
        <translation>Bavière, Allemagne</translation>
    </message>
    <message>
        <source>Kansas, US</source>
        <translation>Kansas, États-Unis</translation>
    </message>
    <message>
        <source>Oklahoma, US</source>
        <translation>Oklahoma, États-Unis</translation>
    </message>
    <message>
        <source>Texas, US</source>
        <translation>Texas, États-Unis</translation>
    </message>
    <message>
        <source>Quebec, CA</source>
        <translation>Québec, Canada</translation>
    </message>
    <message>
        <source>Taichung, TW</source>
        <translation>Taichung, Taïwan</translation>
    </message>
    <message>
        <source>GRA (Gravelines, FR)</source>
        <translation>GRA (Gravelines, France)</translation>
    </message>
    <message>
        <source>eu-central-1 (Frankfurt)</source>
        <translation>eu-central-1 (Francfort)</translation>
    </message>
    <message>
        <source>eu-north-1 (Stockholm)</source>
        <translation>eu-north-1 (Stockholm)</translation>
    </message>
    <message>
        <source>fr-par-2 (Paris)</source>
        <translation>fr-par-2 (Paris)</translation>
    </message>
    <message>
        <source>US/EU/APAC secure-cloud DCs (same price)</source>
        <translation>centres de données « secure cloud » États-Unis/UE/Asie-Pacifique (même prix)</translation>
    </message>
    <message>
        <source>all listed regions (same price, e.g. us-east-1)</source>
        <translation>toutes les régions listées (même prix, p. ex. us-east-1)</translation>
    </message>
    <message>
        <source>(the guide)</source>
        <translation>(le guide)</translation>
    </message>
    <message>
        <source>the guide </source>
        <translation>le guide </translation>
    </message>
    <message>
        <source>(French, undated; its title says 2026)</source>
        <translation>(en français, sans date ; son titre indique 2026)</translation>
    </message>
    <message>
        <source>, section on </source>
        <translation>, section </translation>
    </message>
    <message>
        <source>return on investment (buy vs rent)</source>
        <translation>retour sur investissement (achat ou location)</translation>
    </message>
    <message>
        <source>Mixtral 8x7B (NVIDIA vs AMD)</source>
        <translation>Mixtral 8x7B (NVIDIA ou AMD)</translation>
    </message>
    <message>
        <source>Editable estimate, not fetched: about the ECB euro reference rate&apos;s 2024 average (~1.08 USD per EUR). Update it in the catalog (exchange_rates) before relying on conversions.</source>
        <translation>Estimation modifiable, non récupérée&#xa0;: environ la moyenne 2024 du taux de référence de l’euro de la BCE (~1,08&#xa0;USD pour 1&#xa0;EUR). Mettez-la à jour dans le catalogue (exchange_rates) avant de vous fier aux conversions.</translation>
    </message>
</context>
<context>
    <name>catalog GPU names</name>
    <message>
        <source>GH200 Grace Hopper Superchip (GPU part, 96GB)</source>
        <translation>GH200 Grace Hopper Superchip (partie GPU, 96GB)</translation>
    </message>
    <message>
        <source>GB200 (per GPU of an NVL72 rack)</source>
        <translation>GB200 (par GPU d’un rack NVL72)</translation>
    </message>
    <message>
        <source>HGX H20 (China export SKU)</source>
        <translation>HGX H20 (version d’export pour la Chine)</translation>
    </message>
    <message>
        <source>DGX Spark (GB10, 128 GB unified)</source>
        <translation>DGX Spark (GB10, 128 GB unifiés)</translation>
    </message>
    <message>
        <source>Apple M3 Ultra (60-core GPU, 96 GB)</source>
        <translation>Apple M3 Ultra (GPU 60 cœurs, 96 GB)</translation>
    </message>
    <message>
        <source>Apple M4 Max (40-core GPU, 128 GB)</source>
        <translation>Apple M4 Max (GPU 40 cœurs, 128 GB)</translation>
    </message>
</context>
<context>
    <name>catalog link names</name>
    <message>
        <source>NVLink 2 (V100 per GPU)</source>
        <translation>NVLink 2 (V100, par GPU)</translation>
    </message>
    <message>
        <source>NVLink 3 (A100 per GPU)</source>
        <translation>NVLink 3 (A100, par GPU)</translation>
    </message>
    <message>
        <source>NVLink 4 (H100/H200/GH200 per GPU)</source>
        <translation>NVLink 4 (H100/H200/GH200, par GPU)</translation>
    </message>
    <message>
        <source>NVLink 5 (B200/GB200 per GPU)</source>
        <translation>NVLink 5 (B200/GB200, par GPU)</translation>
    </message>
    <message>
        <source>NVLink bridge (RTX A6000, 2-way)</source>
        <translation>Pont NVLink (RTX A6000, 2 GPU)</translation>
    </message>
    <message>
        <source>NVSwitch gen 3 (HGX/DGX H100, 4 switch chips)</source>
        <translation>NVSwitch 3e génération (HGX/DGX H100, 4 puces de commutation)</translation>
    </message>
    <message>
        <source>NVSwitch gen 4 (HGX B200 / GB200 NVL72)</source>
        <translation>NVSwitch 4e génération (HGX B200 / GB200 NVL72)</translation>
    </message>
    <message>
        <source>Intel Gaudi 2 integrated RoCE (scale-up)</source>
        <translation>RoCE intégré d’Intel Gaudi 2 (intra-nœud)</translation>
    </message>
    <message>
        <source>Intel Gaudi 3 integrated RoCE (scale-up)</source>
        <translation>RoCE intégré d’Intel Gaudi 3 (intra-nœud)</translation>
    </message>
    <message>
        <source>InfiniBand EDR 4x port</source>
        <translation>Port InfiniBand EDR 4x</translation>
    </message>
    <message>
        <source>InfiniBand HDR 4x port</source>
        <translation>Port InfiniBand HDR 4x</translation>
    </message>
    <message>
        <source>InfiniBand NDR 4x port (ConnectX-7)</source>
        <translation>Port InfiniBand NDR 4x (ConnectX-7)</translation>
    </message>
    <message>
        <source>InfiniBand XDR 4x port (ConnectX-8)</source>
        <translation>Port InfiniBand XDR 4x (ConnectX-8)</translation>
    </message>
    <message>
        <source>10 Gigabit Ethernet</source>
        <translation>Ethernet 10 Gbit/s</translation>
    </message>
    <message>
        <source>ConnectX-7 200GbE (DGX Spark / GB10, two QSFP ports)</source>
        <translation>ConnectX-7 200GbE (DGX Spark / GB10, deux ports QSFP)</translation>
    </message>
    <message>
        <source>100 Gigabit Ethernet</source>
        <translation>Ethernet 100 Gbit/s</translation>
    </message>
    <message>
        <source>400 Gigabit Ethernet</source>
        <translation>Ethernet 400 Gbit/s</translation>
    </message>
    <message>
        <source>AWS EFA v2 (p5/p5e node)</source>
        <translation>AWS EFA v2 (nœud p5/p5e)</translation>
    </message>
</context>
<context>
    <name>catalog notes</name>
    <message>
        <source>8 GT/s, 128b/130b, ~0.985 GB/s per lane per direction (hpc-notes: 15.7). T4 / V100 era. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>8 GT/s, codage 128b/130b, ~0,985 GB/s par voie et par sens (hpc-notes&#xa0;: 15,7). Époque des T4 / V100. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>16 GT/s; ~1.97 GB/s per lane. ml-engineering rounds to 31/62. Usually quoted as ~32 / 64 GB/s. efficiency 0.825 = measured pinned host-to-device copy 26 GB/s of 31.5 (NVIDIA/nvbandwidth README example: 25.9-26.2 GB/s; A100 PCIe 25 GB/s, ZaidQureshi/bam issue #54).</source>
        <translation>16 GT/s&#xa0;; ~1,97 GB/s par voie. ml-engineering arrondit à 31/62. Généralement annoncé à ~32 / 64 GB/s. efficacité 0,825 = copie mesurée de l’hôte vers le GPU depuis une mémoire verrouillée (pinned)&#xa0;: 26 GB/s sur 31,5 (exemple du README de NVIDIA/nvbandwidth&#xa0;: 25,9-26,2 GB/s&#xa0;; A100 PCIe 25 GB/s, ZaidQureshi/bam, ticket #54).</translation>
    </message>
    <message>
        <source>32 GT/s. Measured H2D on 8x H200: 55.4 GB/s (~88%). NVIDIA quotes 128 GB/s &apos;duplex&apos; for H200. efficiency 0.88 = measured H2D on 8x H200 (55.4 of 63 GB/s, MLE-NET).</source>
        <translation>32 GT/s. Mesuré de l’hôte vers le GPU (H2D) sur 8x H200&#xa0;: 55,4 GB/s (~88&#xa0;%). NVIDIA annonce 128 GB/s «&#xa0;duplex&#xa0;» pour le H200. efficacité 0,88 = H2D mesuré sur 8x H200 (55,4 sur 63 GB/s, MLE-NET).</translation>
    </message>
    <message>
        <source>64 GT/s PAM4 + FLIT; ml-engineering&apos;s figures are net of FLIT overhead (raw ~128/256). ~7.88 GB/s/lane raw. Hardly any accelerator attaches at Gen6 yet; ConnectX-8 NICs do. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>64 GT/s PAM4 + FLIT&#xa0;; les chiffres de ml-engineering sont nets du surcoût FLIT (brut ~128/256). ~7,88 GB/s par voie en brut. Presque aucun accélérateur ne se connecte encore en Gen6&#xa0;; les cartes réseau ConnectX-8, si. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Per-GPU total across all links. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Total par GPU sur l’ensemble des liens. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s &apos;600 GB/s&apos; is bidirectional (300 each way). efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Les «&#xa0;600 GB/s&#xa0;» de NVIDIA sont bidirectionnels (300 dans chaque sens). efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Measured 8x H200: 396 GB/s unidirectional (88%), 784 GB/s duplex. efficiency 0.88 = measured 396 of 450 GB/s unidirectional on 8x H200 (MLE-NET).</source>
        <translation>Mesuré sur 8x H200&#xa0;: 396 GB/s dans un sens (88&#xa0;%), 784 GB/s en duplex. efficacité 0,88 = 396 GB/s mesurés sur 450 dans un sens sur 8x H200 (MLE-NET).</translation>
    </message>
    <message>
        <source>HGX B200 nvidia-smi topo shows NV18 between every pair. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Sur un HGX B200, nvidia-smi topo indique NV18 entre toutes les paires de GPU. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Per-direction figure = half of the quoted 112.5 GB/s bidirectional. Only 2 cards can be bridged. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Valeur par sens = moitié des 112,5 GB/s bidirectionnels annoncés. Seules 2 cartes peuvent être reliées par le pont. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>CPU-GPU coherent link in GH200 (also GB200). ml-engineering: no official public spec; 450 GB/s unidirectional reported. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Lien cohérent CPU-GPU du GH200 (et du GB200). ml-engineering&#xa0;: pas de spécification publique officielle&#xa0;; 450 GB/s dans un sens rapportés. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Per-GPU bandwidth equals NVLink 4; any pair can use the full 450 GB/s/dir. 3.6 TB/s system bisection, 450 GB/s reduction (NVLS) bandwidth. Gen1 came with V100, gen2 with A100. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Bande passante par GPU égale à celle de NVLink 4&#xa0;; toute paire de GPU peut utiliser la totalité des 450 GB/s par sens. Bande passante de bissection du système&#xa0;: 3,6 TB/s&#xa0;; de réduction (NVLS)&#xa0;: 450 GB/s. La 1re génération est arrivée avec le V100, la 2e avec l’A100. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Per-GPU. esaitech quotes 14.4 TB/s total fabric bandwidth for an 8-GPU HGX B200. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Par GPU. esaitech annonce 14,4 TB/s de bande passante d’interconnexion totale pour un HGX B200 à 8 GPU. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>50 GB/s per link per direction. Point-to-point mesh: a single peer pair gets only 50 GB/s/dir (7x less than all-to-all). efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>50 GB/s par lien et par sens. Maillage point à point&#xa0;: une seule paire de GPU n’obtient que 50 GB/s par sens (7 fois moins qu’en tous-vers-tous). efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>AMD quotes 128 GB/s peak per link (read as bidirectional -&gt; 64 GB/s/dir). Peer-to-peer 64 GB/s/dir. An 8th link is for scale-out. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>AMD annonce 128 GB/s en crête par lien (lus comme bidirectionnels -&gt; 64 GB/s par sens). De GPU à GPU&#xa0;: 64 GB/s par sens. Un 8e lien sert à l’extension entre nœuds (scale-out). efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Same NICs serve intra- and inter-node; 2.4 Tb/s per node inter-node. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Les mêmes cartes réseau servent dans le nœud et entre nœuds&#xa0;; 2,4 Tb/s par nœud entre nœuds. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>4.8 Tb/s per 8-card node inter-node. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>4,8 Tb/s entre nœuds par nœud de 8 cartes. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>100 Gb/s per port per direction. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>100 Gb/s par port et par sens. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>200 Gb/s per port per direction. NVIDIA no longer lists an HDR switch platform. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>200 Gb/s par port et par sens. NVIDIA ne propose plus de plateforme de commutation HDR. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>400 Gb/s. DGX H100: 8x ConnectX-7 = 400 GB/s per node per direction. Latency not published. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>400 Gb/s. DGX H100&#xa0;: 8x ConnectX-7 = 400 GB/s par nœud et par sens. Latence non publiée. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>800 Gb/s. DGX B300: 8x ConnectX-8 = 800 GB/s per node per direction. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>800 Gb/s. DGX B300&#xa0;: 8x ConnectX-8 = 800 GB/s par nœud et par sens. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>10 Gb/s / 8. The onboard network of workstation mainboards (the TRX40 boards for Threadripper 3000 came &apos;mit ... 10-Gigabit-LAN&apos;); GPU Planner assumes it between two workstations or desktops whose row in the Systems table names no network link. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>10 Gb/s / 8. Le réseau intégré des cartes mères de stations de travail (les cartes TRX40 pour Threadripper 3000 arrivaient «&#xa0;mit ... 10-Gigabit-LAN&#xa0;»)&#xa0;; GPU Planner le suppose entre deux stations de travail ou ordinateurs de bureau dont la ligne de la table Systèmes ne nomme aucun lien réseau. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>200 Gb/s / 8 per direction for the unit: its ConnectX-7 reaches the SoC over two PCIe Gen5 x4 links of about 100 Gb/s each. Ethernet only (RoCE), no InfiniBand mode; two units connect directly, more need a switch (not priced). efficiency 0.85 = measured: 340 Gbit/s full duplex between two DGX Spark over RDMA, 170 Gb/s per direction of 200 (Catharsis); iperf3 reached 160-198 Gb/s per direction out of two ports (ServeTheHome).</source>
        <translation>200 Gb/s / 8 par sens pour l’appareil&#xa0;: son ConnectX-7 rejoint le SoC par deux liens PCIe Gen5 x4 d’environ 100 Gb/s chacun. Ethernet seulement (RoCE), pas de mode InfiniBand&#xa0;; deux appareils se relient directement, au-delà il faut un commutateur (non chiffré). efficacité 0,85 = mesurée&#xa0;: 340 Gbit/s en duplex intégral entre deux DGX Spark en RDMA, soit 170 Gb/s par sens sur 200 (Catharsis)&#xa0;; iperf3 a atteint 160-198 Gb/s par sens sur deux ports (ServeTheHome).</translation>
    </message>
    <message>
        <source>100 Gb/s / 8. Used with RoCE v2 (e.g. Gaudi 2); AWS EFA v2 on p5 = 32x 100GbE = 400 GB/s per node per direction. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>100 Gb/s / 8. Utilisé avec RoCE v2 (p. ex. Gaudi 2)&#xa0;; AWS EFA v2 sur p5 = 32x 100GbE = 400 GB/s par nœud et par sens. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>400 Gb/s / 8. E.g. Spectrum-4 SN5400 (64x 400GbE), AMD Pollara 400 NIC; ConnectX-7 in Ethernet mode. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>400 Gb/s / 8. P. ex. Spectrum-4 SN5400 (64x 400GbE), carte réseau AMD Pollara 400&#xa0;; ConnectX-7 en mode Ethernet. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
    <message>
        <source>Node-level aggregate (8 GPUs) = 50 GB/s per GPU per direction. p4d (EFA v1): 4x 100 Gb/s = 50 GB/s per node. efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).</source>
        <translation>Total au niveau du nœud (8 GPU) = 50 GB/s par GPU et par sens. p4d (EFA v1)&#xa0;: 4x 100 Gb/s = 50 GB/s par nœud. efficacité 0,80 = estimation par défaut de GPU Planner (aucune mesure dans les sources&#xa0;; modifiable).</translation>
    </message>
</context>
<context>
    <name>catalog system names</name>
    <message>
        <source>Thinkmate HGX H100 8-GPU server (quotation with 8x 400G InfiniBand)</source>
        <translation>Serveur Thinkmate HGX H100 8 GPU (devis avec 8x InfiniBand 400G)</translation>
    </message>
    <message>
        <source>Intel Gaudi 3 kit (8 accelerators on a universal baseboard)</source>
        <translation>Kit Intel Gaudi 3 (8 accélérateurs sur une carte de base universelle)</translation>
    </message>
    <message>
        <source>Intel Gaudi 2 kit (8 accelerators on a universal baseboard)</source>
        <translation>Kit Intel Gaudi 2 (8 accélérateurs sur une carte de base universelle)</translation>
    </message>
    <message>
        <source>Mac Studio (M3 Ultra 28-core CPU, 60-core GPU, 96 GB)</source>
        <translation>Mac Studio (M3 Ultra, CPU 28 cœurs, GPU 60 cœurs, 96 GB)</translation>
    </message>
    <message>
        <source>Mac Studio (M4 Max 16-core CPU, 40-core GPU, 128 GB)</source>
        <translation>Mac Studio (M4 Max, CPU 16 cœurs, GPU 40 cœurs, 128 GB)</translation>
    </message>
    <message>
        <source>Multi-GPU deep learning workstation, host parts (Curtis Northcutt&apos;s build)</source>
        <translation>Station de travail multi-GPU pour l’apprentissage profond, pièces de l’hôte (montage de Curtis Northcutt)</translation>
    </message>
    <message>
        <source>Single-GPU desktop, host parts (Deep Learning at Home parts list)</source>
        <translation>PC de bureau mono-GPU, pièces de l’hôte (liste de pièces « Deep Learning at Home »)</translation>
    </message>
    <message>
        <source>4-GPU PCIe workstation, host parts (Threadripper PRO 7975WX, WRX90, 512 GB)</source>
        <translation>Station de travail PCIe 4 GPU, pièces de l’hôte (Threadripper PRO 7975WX, WRX90, 512 GB)</translation>
    </message>
    <message>
        <source>Single-GPU AM5 desktop, host parts (Ryzen 9 9950X, X870E, 64 GB; RTX PRO 6000 build guide, option A)</source>
        <translation>PC de bureau AM5 mono-GPU, pièces de l’hôte (Ryzen 9 9950X, X870E, 64 GB ; guide de montage RTX PRO 6000, option A)</translation>
    </message>
    <message>
        <source>2-GPU Threadripper TRX50 workstation, host parts (Threadripper 7960X, Pro WS TRX50-SAGE, 64 GB; RTX PRO 6000 build guide, option B)</source>
        <translation>Station de travail Threadripper TRX50 2 GPU, pièces de l’hôte (Threadripper 7960X, Pro WS TRX50-SAGE, 64 GB ; guide de montage RTX PRO 6000, option B)</translation>
    </message>
    <message>
        <source>Dihuni OptiReady HGX A100 server (8 x A100 SXM4 80GB, EPYC)</source>
        <translation>Serveur Dihuni OptiReady HGX A100 (8 x A100 SXM4 80GB, EPYC)</translation>
    </message>
    <message>
        <source>AMD Instinct MI300X platform (8 OAM GPUs on a baseboard), from the per-GPU price</source>
        <translation>Plateforme AMD Instinct MI300X (8 GPU OAM sur une carte de base), d’après le prix par GPU</translation>
    </message>
    <message>
        <source>AMD Instinct MI325X platform (8 OAM GPUs on a baseboard), from the per-GPU price</source>
        <translation>Plateforme AMD Instinct MI325X (8 GPU OAM sur une carte de base), d’après le prix par GPU</translation>
    </message>
    <message>
        <source>AMD Instinct MI355X platform (8 OAM GPUs on a baseboard), from the per-GPU price</source>
        <translation>Plateforme AMD Instinct MI355X (8 GPU OAM sur une carte de base), d’après le prix par GPU</translation>
    </message>
    <message>
        <source>AMD Instinct MI250X node (4 OAM GPUs), from the per-GPU price</source>
        <translation>Nœud AMD Instinct MI250X (4 GPU OAM), d’après le prix par GPU</translation>
    </message>
    <message>
        <source>NVIDIA HGX H200 8-GPU baseboard, from the per-GPU price</source>
        <translation>Carte de base NVIDIA HGX H200 8 GPU, d’après le prix par GPU</translation>
    </message>
    <message>
        <source>NVIDIA HGX H20 8-GPU baseboard, from the per-GPU price</source>
        <translation>Carte de base NVIDIA HGX H20 8 GPU, d’après le prix par GPU</translation>
    </message>
    <message>
        <source>NVIDIA GPU baseboard 8 x H200 (935-24287-0040-000), anafrashop</source>
        <translation>Carte de base GPU NVIDIA 8 x H200 (935-24287-0040-000), anafrashop</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 rack (72 GPUs, 36 Grace CPUs)</source>
        <translation>Rack NVIDIA GB200 NVL72 (72 GPU, 36 CPU Grace)</translation>
    </message>
    <message>
        <source>Host server for an 8-GPU HGX baseboard (estimate)</source>
        <translation>Serveur hôte pour une carte de base HGX 8 GPU (estimation)</translation>
    </message>
    <message>
        <source>Host server for an 8-GPU OAM baseboard (estimate)</source>
        <translation>Serveur hôte pour une carte de base OAM 8 GPU (estimation)</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>/workload/model &apos;{}&apos; is not in the catalog</source>
        <translation>/workload/model « {} » n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>/hardware/gpu &apos;{}&apos; is not in the catalog</source>
        <translation>/hardware/gpu « {} » n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>/costs/rent_gpu &apos;{}&apos; is not in the catalog</source>
        <translation>/costs/rent_gpu « {} » n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>intra-node link &apos;{}&apos; is not in the catalog</source>
        <translation>le lien intra-nœud « {} » n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>inter-node link &apos;{}&apos; is not in the catalog</source>
        <translation>le lien inter-nœuds « {} » n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>no purchase price for {} (set /costs/gpu_price)</source>
        <translation>aucun prix d’achat pour {} (renseignez /costs/gpu_price)</translation>
    </message>
    <message>
        <source>no TDP for {}: electricity not counted</source>
        <translation>aucun TDP pour {} : électricité non comptée</translation>
    </message>
    <message>
        <source>no cloud offer for {} (set /costs/cloud_rate_per_gpu_hour)</source>
        <translation>aucune offre cloud pour {} (renseignez /costs/cloud_rate_per_gpu_hour)</translation>
    </message>
    <message>
        <source>must be &gt;= {}, got {}</source>
        <translation>doit être ≥ {}, reçu {}</translation>
    </message>
    <message>
        <source>must be between {} and {}, got {}</source>
        <translation>doit être entre {} et {}, reçu {}</translation>
    </message>
    <message>
        <source>the tensor-parallel degree and the pipeline stages must be &gt;= 1</source>
        <translation>le degré de parallélisme tensoriel et le nombre d’étages du pipeline doivent être ≥ 1</translation>
    </message>
    <message>
        <source>batch must be at least 1</source>
        <translation>le batch doit valoir au moins 1</translation>
    </message>
    <message>
        <source>sequence length must be at least 1</source>
        <translation>la longueur de séquence doit valoir au moins 1</translation>
    </message>
    <message>
        <source>gradient accumulation steps must be at least 1</source>
        <translation>l’accumulation de gradient doit valoir au moins 1 pas</translation>
    </message>
    <message>
        <source>quantization group size must be positive, got {}</source>
        <translation>la taille de groupe de quantification doit être positive, reçu {}</translation>
    </message>
    <message>
        <source>{} training needs fp32, fp16 or bf16 weights, got {} (use qlora to train adapters on quantized weights)</source>
        <translation>l’entraînement {} exige des poids fp32, fp16 ou bf16, reçu {} (utilisez qlora pour entraîner des adaptateurs sur des poids quantifiés)</translation>
    </message>
    <message>
        <source>qlora trains adapters on quantized weights: use a 4- or 8-bit precision (nf4, nf4-dq, int8...), got {} (or use lora)</source>
        <translation>qlora entraîne des adaptateurs sur des poids quantifiés : choisissez une précision 4 ou 8 bits (nf4, nf4-dq, int8…), reçu {} (ou utilisez lora)</translation>
    </message>
    <message>
        <source>LoRA rank must be at least 1</source>
        <translation>le rang LoRA doit valoir au moins 1</translation>
    </message>
    <message>
        <source>LoRA needs at least one target module (e.g. q_proj,v_proj)</source>
        <translation>LoRA exige au moins un module cible (par ex. q_proj,v_proj)</translation>
    </message>
    <message>
        <source>adapter precision must be fp32, fp16 or bf16, got {}</source>
        <translation>la précision des adaptateurs doit être fp32, fp16 ou bf16, reçu {}</translation>
    </message>
    <message>
        <source>fragmentation margin must be between 0 and 100 %, got {:g} %</source>
        <translation>la marge de fragmentation doit être entre 0 et 100 %, reçu {:g} %</translation>
    </message>
    <message>
        <source>{:.2f}B x {:g} B x {:g}</source>
        <translation>{:.2f} Md × {:g} B × {:g}</translation>
    </message>
    <message>
        <source>{:.2f}B x {:g} B x {:g} + LoRA {:.2f}B x 0.015 x 2 x 4 + batch {} x 1 GB</source>
        <translation>{:.2f} Md × {:g} B × {:g} + LoRA {:.2f} Md × 0,015 × 2 × 4 + batch {} × 1 GB</translation>
    </message>
    <message>
        <source>fp16/bf16 tensor (dense, fp32 accumulate)</source>
        <translation>tenseur fp16/bf16 (dense, accumulation fp32)</translation>
    </message>
    <message>
        <source>bf16 tensor (dense)</source>
        <translation>tenseur bf16 (dense)</translation>
    </message>
    <message>
        <source>fp16 tensor (dense)</source>
        <translation>tenseur fp16 (dense)</translation>
    </message>
    <message>
        <source>fp32 (no 16-bit figure in the catalog)</source>
        <translation>fp32 (aucun chiffre 16 bits au catalogue)</translation>
    </message>
    <message>
        <source>fp32 (no tensor cores)</source>
        <translation>fp32 (sans cœurs tensoriels)</translation>
    </message>
    <message>
        <source>fp8 tensor (dense)</source>
        <translation>tenseur fp8 (dense)</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>un GPU</translation>
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
        <translation>parallélisme tensoriel</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>parallélisme de pipeline</translation>
    </message>
    <message>
        <source>DP x TP</source>
        <translation>DP × TP</translation>
    </message>
    <message>
        <source>{} + CPU offload</source>
        <translation>{} + déchargement CPU</translation>
    </message>
    <message>
        <source>{} + NVMe offload</source>
        <translation>{} + déchargement NVMe</translation>
    </message>
    <message>
        <source>{} + CPU offload (params too)</source>
        <translation>{} + déchargement CPU (paramètres aussi)</translation>
    </message>
    <message>
        <source>{} + NVMe offload (params too)</source>
        <translation>{} + déchargement NVMe (paramètres aussi)</translation>
    </message>
    <message>
        <source>#1, cheapest that fits</source>
        <translation>n° 1, le moins cher qui tient</translation>
    </message>
    <message>
        <source>#{}, {:+.0f} {} ({:+.0f} %) vs #1</source>
        <translation>n° {}, {:+.0f} {} ({:+.0f} %) par rapport au n° 1</translation>
    </message>
    <message>
        <source>#{}, {:+.0f} {} ({:+.0f} %) vs #1, {:.1f}x faster</source>
        <translation>n° {}, {:+.0f} {} ({:+.0f} %) par rapport au n° 1, {:.1f} fois plus rapide</translation>
    </message>
    <message>
        <source>#{}, {:+.0f} {} ({:+.0f} %) vs #1, and no faster than a cheaper option</source>
        <translation>n° {}, {:+.0f} {} ({:+.0f} %) par rapport au n° 1, et pas plus rapide qu’une option moins chère</translation>
    </message>
    <message>
        <source>Pareto: cheapest option</source>
        <translation>Pareto : option la moins chère</translation>
    </message>
    <message>
        <source>Pareto: {:.1f}x faster than the previous point for {:+.0f} {}</source>
        <translation>Pareto : {:.1f} fois plus rapide que le point précédent pour {:+.0f} {}</translation>
    </message>
    <message>
        <source>{} on {}x {} ({}, bought)</source>
        <translation>{} sur {} × {} ({}, acheté)</translation>
    </message>
    <message>
        <source>{} on {}x {} ({}, rented)</source>
        <translation>{} sur {} × {} ({}, loué)</translation>
    </message>
    <message>
        <source>{:.1f} of {:.0f} GB per GPU</source>
        <translation>{:.1f} GB sur {:.0f} par GPU</translation>
    </message>
    <message>
        <source>{:.2f} h per job</source>
        <translation>{:.2f} h par tâche</translation>
    </message>
    <message>
        <source>needs {} over {}: communication {:.0f} % of step time</source>
        <translation>{} via {} : communication {:.0f} % du temps de pas</translation>
    </message>
    <message>
        <source>{} to the host</source>
        <translation>{} vers l’hôte</translation>
    </message>
    <message>
        <source>its link</source>
        <translation>son lien</translation>
    </message>
    <message>
        <source>optimizer states in host memory (slower steps, needs CPU RAM)</source>
        <translation>états de l’optimiseur en mémoire hôte (pas plus lents, RAM CPU nécessaire)</translation>
    </message>
    <message>
        <source>{} weights: some quality loss</source>
        <translation>poids {} : légère perte de qualité</translation>
    </message>
    <message>
        <source>quantize the weights to {}</source>
        <translation>quantifier les poids en {}</translation>
    </message>
    <message>
        <source>FP8 weights: ~lossless on recent models (needs FP8 hardware)</source>
        <translation>poids FP8 : quasi sans perte sur les modèles récents (matériel FP8 requis)</translation>
    </message>
    <message>
        <source>LLM.int8: &lt; 1 % loss on most benchmarks (the guide)</source>
        <translation>LLM.int8 : &lt; 1 % de perte sur la plupart des benchmarks (le guide)</translation>
    </message>
    <message>
        <source>GPTQ int4: ~1-2 % loss, needs a quantized checkpoint</source>
        <translation>GPTQ int4 : ~1-2 % de perte, checkpoint quantifié requis</translation>
    </message>
    <message>
        <source>NF4: small loss</source>
        <translation>NF4 : faible perte</translation>
    </message>
    <message>
        <source>faster decode (fewer bytes per token)</source>
        <translation>décodage plus rapide (moins d’octets par jeton)</translation>
    </message>
    <message>
        <source>store the KV cache in FP8</source>
        <translation>stocker le cache KV en FP8</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>small</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>usually none</source>
        <translation>généralement aucune</translation>
    </message>
    <message>
        <source>LoRA (r=16 on q_proj,v_proj) instead of full fine-tuning</source>
        <translation>LoRA (r=16 sur q_proj,v_proj) au lieu du fine-tuning complet</translation>
    </message>
    <message>
        <source>~-33 % compute (no weight gradients)</source>
        <translation>~-33 % de calcul (pas de gradients des poids)</translation>
    </message>
    <message>
        <source>adapts fewer parameters: usually close to full fine-tuning</source>
        <translation>adapte moins de paramètres : généralement proche du fine-tuning complet</translation>
    </message>
    <message>
        <source>QLoRA (NF4 base + LoRA) instead of full fine-tuning</source>
        <translation>QLoRA (base NF4 + LoRA) au lieu du fine-tuning complet</translation>
    </message>
    <message>
        <source>QLoRA: NF4 base weights instead of 16-bit</source>
        <translation>QLoRA : poids de base NF4 au lieu de 16 bits</translation>
    </message>
    <message>
        <source>slower steps (dequantization)</source>
        <translation>pas plus lents (déquantification)</translation>
    </message>
    <message>
        <source>QLoRA paper: matches 16-bit LoRA</source>
        <translation>article QLoRA : égale LoRA en 16 bits</translation>
    </message>
    <message>
        <source>gradient checkpointing (full recomputation)</source>
        <translation>gradient checkpointing (recalcul complet)</translation>
    </message>
    <message>
        <source>+33 % compute (8N instead of 6N FLOPs per token)</source>
        <translation>+33 % de calcul (8N au lieu de 6N FLOPs par jeton)</translation>
    </message>
    <message>
        <source>selective recomputation (attention only)</source>
        <translation>recalcul sélectif (attention seulement)</translation>
    </message>
    <message>
        <source>a few % compute</source>
        <translation>quelques % de calcul</translation>
    </message>
    <message>
        <source>FlashAttention (no s^2 attention matrix)</source>
        <translation>FlashAttention (pas de matrice d’attention s^2)</translation>
    </message>
    <message>
        <source>faster (the guide: 2-4x on attention)</source>
        <translation>plus rapide (le guide : 2 à 4 fois sur l’attention)</translation>
    </message>
    <message>
        <source>micro-batch 1 with gradient accumulation {} (same effective batch)</source>
        <translation>micro-batch 1 avec accumulation de gradient {} (même batch effectif)</translation>
    </message>
    <message>
        <source>smaller GEMMs: somewhat lower utilisation</source>
        <translation>GEMM plus petits : utilisation un peu plus faible</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes)</source>
        <translation>AdamW 8 bits (bitsandbytes)</translation>
    </message>
    <message>
        <source>{} over the {} GPUs</source>
        <translation>{} sur les {} GPU</translation>
    </message>
    <message>
        <source>~1.5x the DDP communication</source>
        <translation>~1,5 fois la communication de DDP</translation>
    </message>
    <message>
        <source>same communication as DDP</source>
        <translation>même communication que DDP</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer offloaded to CPU RAM</source>
        <translation>ZeRO-3 avec l’optimiseur déchargé en RAM CPU</translation>
    </message>
    <message>
        <source>PCIe traffic every step and CPU Adam: slower</source>
        <translation>trafic PCIe à chaque pas et Adam sur CPU : plus lent</translation>
    </message>
    <message>
        <source>ZeRO-3 with optimizer and parameters offloaded to CPU RAM</source>
        <translation>ZeRO-3 avec optimiseur et paramètres déchargés en RAM CPU</translation>
    </message>
    <message>
        <source>parameters cross PCIe twice per step: much slower</source>
        <translation>les paramètres traversent le PCIe deux fois par pas : beaucoup plus lent</translation>
    </message>
    <message>
        <source>{} GPUs with {}</source>
        <translation>{} GPU avec {}</translation>
    </message>
    <message>
        <source>communication between GPUs</source>
        <translation>communication entre GPU</translation>
    </message>
    <message>
        <source>{} must be between {} and {}, got {}</source>
        <translation>{} doit être entre {} et {}, reçu {}</translation>
    </message>
    <message>
        <source>needs more than {:g} bytes of memory, beyond what can be planned (reduce the batch, the sequence length or the model)</source>
        <translation>demande plus de {:g} octets de mémoire, au-delà de ce qui peut être planifié (réduisez le batch, la longueur de séquence ou le modèle)</translation>
    </message>
    <message>
        <source>has more than {:g} parameters, beyond what can be planned</source>
        <translation>a plus de {:g} paramètres, au-delà de ce qui peut être planifié</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>the file is {:.1f} MB, more than the {:g} MB allowed</source>
        <translation>le fichier fait {:.1f} Mo, plus que les {:g} Mo permis</translation>
    </message>
    <message>
        <source>lists and objects are nested more than {} levels deep</source>
        <translation>listes et objets imbriqués sur plus de {} niveaux</translation>
    </message>
    <message>
        <source>trying every GPU count up to {} is too much: at most {} with every count (without it, 1, 2, 4, 8... up to {})</source>
        <translation>essayer chaque nombre de GPU jusqu’à {} est trop : au plus {} avec chaque nombre (sans cela, 1, 2, 4, 8… jusqu’à {})</translation>
    </message>
    <message>
        <source>at most {} LoRA target modules, got {}</source>
        <translation>au plus {} modules cibles LoRA, reçu {}</translation>
    </message>
    <message>
        <source>a LoRA target module name has at most {} characters, got {}</source>
        <translation>un nom de module cible LoRA a au plus {} caractères, reçu {}</translation>
    </message>
    <message>
        <source>this request would try {} candidates, more than the {} allowed: lower the most GPUs, try fewer counts or fewer precisions</source>
        <translation>cette demande essaierait {} candidats, plus que les {} permis : réduisez le nombre maximal de GPU, essayez moins de nombres ou moins de précisions</translation>
    </message>
    <message>
        <source>will not write {}: it is the open catalog</source>
        <translation>{} ne sera pas écrit : c’est le catalogue ouvert</translation>
    </message>
    <message>
        <source>will not write {}: it is the file being read</source>
        <translation>{} ne sera pas écrit : c’est le fichier en cours de lecture</translation>
    </message>
    <message>
        <source>will not write {}: it is a folder</source>
        <translation>{} ne sera pas écrit : c’est un dossier</translation>
    </message>
    <message>
        <source>will not replace {}: it is not a {} file (only a {} file may be replaced)</source>
        <translation>{} ne sera pas remplacé : ce n’est pas un fichier {} (seul un fichier {} peut être remplacé)</translation>
    </message>
    <message>
        <source>model_type &apos;{}&apos; is not a family GPU Planner knows: estimated as a Llama-like decoder</source>
        <translation>model_type &apos;{}&apos; n’est pas une famille connue de GPU Planner : estimé comme un décodeur de type Llama</translation>
    </message>
    <message>
        <source>assumed num_key_value_heads = num_attention_heads ({}), as it is absent</source>
        <translation>supposé num_key_value_heads = num_attention_heads ({}), faute de valeur</translation>
    </message>
    <message>
        <source>assumed head_dim = hidden_size / num_attention_heads ({}), as it is absent</source>
        <translation>supposé head_dim = hidden_size / num_attention_heads ({}), faute de valeur</translation>
    </message>
    <message>
        <source>assumed a gated FFN of three matrices (gate, up, down), biases only where attention_bias or mlp_bias say so</source>
        <translation>supposé un FFN à porte de trois matrices (gate, up, down), des biais seulement là où attention_bias ou mlp_bias le disent</translation>
    </message>
    <message>
        <source>assumed two RMSNorms per layer and a final one, embeddings untied unless tie_word_embeddings says so</source>
        <translation>supposé deux RMSNorm par couche et une finale, des embeddings non liés sauf si tie_word_embeddings le dit</translation>
    </message>
    <message>
        <source>assumed full attention on every layer (no sliding window, no latent attention)</source>
        <translation>supposé une attention complète sur chaque couche (ni fenêtre glissante, ni attention latente)</translation>
    </message>
    <message>
        <source>assumed each expert&apos;s FFN has intermediate_size ({}), as moe_intermediate_size is absent</source>
        <translation>supposé que le FFN de chaque expert a intermediate_size ({}), faute de moe_intermediate_size</translation>
    </message>
    <message>
        <source>{} is absent: {}&apos;s default {} is used</source>
        <translation>{} est absent : la valeur par défaut de {}, {}, est utilisée</translation>
    </message>
    <message>
        <source>the vision tower and projector ({} parameters) are counted separately, not in the total</source>
        <translation>la tour de vision et son projecteur ({} paramètres) sont comptés à part, hors du total</translation>
    </message>
    <message>
        <source>the vision tower ({}) is not counted: the parameters are the language model&apos;s</source>
        <translation>la tour de vision ({}) n’est pas comptée : les paramètres sont ceux du modèle de langage</translation>
    </message>
    <message>
        <source>{} multi-token-prediction layer(s) of {} parameters in all are counted separately, not in the total, as the model card counts</source>
        <translation>{} couche(s) de prédiction multi-jetons, de {} paramètres en tout, sont comptées à part, hors du total, comme le fait la fiche du modèle</translation>
    </message>
    <message>
        <source>quantization_config stores the routed experts as {}</source>
        <translation>quantization_config stocke les experts routés en {}</translation>
    </message>
    <message>
        <source>KV-cache precision must be fp32, fp16, bf16, fp8, int8, q8_0, q5_0 or q4_0, got {}</source>
        <translation>la précision du cache KV doit être fp32, fp16, bf16, fp8, int8, q8_0, q5_0 ou q4_0, reçu {}</translation>
    </message>
    <message>
        <source>quantization_config ({}): the weights are stored as {}</source>
        <translation>quantization_config ({})&#xa0;: les poids sont stockés en {}</translation>
    </message>
    <message>
        <source>quantization_config ({}) is not a format the planner models: choose the precision yourself</source>
        <translation>quantization_config ({}) n’est pas un format que le planificateur modélise&#xa0;: choisissez vous-même la précision</translation>
    </message>
    <message>
        <source>quantization_config: weight_block_size [{}, {}] is counted as 128 x 128 blocks</source>
        <translation>quantization_config&#xa0;: weight_block_size [{}, {}] est compté comme des blocs de 128 x 128</translation>
    </message>
    <message>
        <source>quantization_config: modules_to_not_convert stay 16-bit ({})</source>
        <translation>quantization_config&#xa0;: les modules_to_not_convert restent en 16 bits ({})</translation>
    </message>
    <message>
        <source>/costs/system &apos;{}&apos; is not in the catalog</source>
        <translation>/costs/system &apos;{}&apos; n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>the scenario&apos;s system {} does not take {}: the catalog&apos;s choice is used</source>
        <translation>le système du scénario, {}, n’accueille pas {} : le choix du catalogue est utilisé</translation>
    </message>
    <message>
        <source>no system of the catalog takes {} ({} form factor): set /costs/system</source>
        <translation>aucun système du catalogue n’accueille {} (format {}) : renseignez /costs/system</translation>
    </message>
    <message>
        <source>{} x {} hold {} GPUs, {} used</source>
        <translation>{} x {} accueillent {} GPUs, {} utilisés</translation>
    </message>
    <message>
        <source>{} is sold only in systems and no system of the catalog includes it: its price stands for its share of one</source>
        <translation>{} n’est vendu qu’en systèmes et aucun système du catalogue ne l’inclut : son prix tient lieu de sa part d’un système</translation>
    </message>
    <message>
        <source>in {} x {}</source>
        <translation>dans {} x {}</translation>
    </message>
    <message>
        <source>as {} x {} (GPUs included)</source>
        <translation>en {} x {} (GPUs inclus)</translation>
    </message>
    <message>
        <source>#1, fastest that fits</source>
        <translation>n° 1, le plus rapide qui tient</translation>
    </message>
    <message>
        <source>#1, fastest within the budget of {:.0f} {}</source>
        <translation>n° 1, le plus rapide dans le budget de {:.0f} {}</translation>
    </message>
    <message>
        <source>#1, most work for the money: {:.2f} jobs per 1000 {}</source>
        <translation>n° 1, le plus de travail pour l’argent&#xa0;: {:.2f} tâches pour 1000 {}</translation>
    </message>
    <message>
        <source>#{}, {:.1f}x slower than #1, {:+.0f} {} vs #1</source>
        <translation>n° {}, {:.1f} fois plus lent que le n° 1, {:+.0f} {} par rapport au n° 1</translation>
    </message>
    <message>
        <source>#{}, {:.0f} % less work for the money than #1, {:+.0f} {} vs #1</source>
        <translation>n° {}, {:.0f}&#xa0;% de travail en moins pour l’argent que le n° 1, {:+.0f} {} par rapport au n° 1</translation>
    </message>
    <message>
        <source>#{}, cannot do the work: needs {:.0f} h a month, more than the {:.0f} h of a month</source>
        <translation>n° {}, ne peut pas faire le travail&#xa0;: il faut {:.0f} h par mois, plus que les {:.0f} h d’un mois</translation>
    </message>
    <message>
        <source>{}x {} can: proposed instead</source>
        <translation>{} × {} le peut&#xa0;: proposé à la place</translation>
    </message>
    <message>
        <source>proposed instead of {}x, which needs more hours than a month has</source>
        <translation>proposé à la place de {} ×, qui demande plus d’heures qu’un mois n’en a</translation>
    </message>
    <message>
        <source>price of {}</source>
        <translation>prix du {}</translation>
    </message>
    <message>
        <source>undated price</source>
        <translation>prix non daté</translation>
    </message>
    <message>
        <source>the scenario&apos;s price</source>
        <translation>le prix du scénario</translation>
    </message>
    <message>
        <source>give either the concurrent users or the requests per second, not both</source>
        <translation>donnez soit les utilisateurs simultanés, soit les requêtes par seconde, pas les deux</translation>
    </message>
    <message>
        <source>no room for a KV cache: {:.2f} GiB of weights and {:.2f} GiB of working memory per GPU in a budget of {:.2f} GiB</source>
        <translation>pas de place pour un cache KV : {:.2f} Gio de poids et {:.2f} Gio de mémoire de travail par GPU dans un budget de {:.2f} Gio</translation>
    </message>
    <message>
        <source>the KV cache holds {} tokens, less than one sequence of {} tokens</source>
        <translation>le cache KV contient {} jetons, moins qu&apos;une séquence de {} jetons</translation>
    </message>
    <message>
        <source>TTFT p95 {:.0f} ms, over the {:.0f} ms target</source>
        <translation>TTFT p95 {:.0f} ms, au-delà de l&apos;objectif de {:.0f} ms</translation>
    </message>
    <message>
        <source>TPOT {:.1f} ms, over the {:.1f} ms target</source>
        <translation>TPOT {:.1f} ms, au-delà de l&apos;objectif de {:.1f} ms</translation>
    </message>
    <message>
        <source>cannot keep up with {:.2f} requests/s: it serves at most {:.2f}</source>
        <translation>ne suit pas {:.2f} requêtes/s : il en sert au plus {:.2f}</translation>
    </message>
    <message>
        <source>FP8 weights and KV cache on a GPU that computes FP8 ({}) would come closest</source>
        <translation>des poids et un cache KV en FP8 sur un GPU qui calcule en FP8 ({}) s&apos;en approcheraient le plus</translation>
    </message>
    <message>
        <source>the closest option reaches TTFT p95 {:.0f} ms and TPOT {:.1f} ms on {}: a GPU with more memory bandwidth, or looser targets</source>
        <translation>l&apos;option la plus proche atteint un TTFT p95 de {:.0f} ms et un TPOT de {:.1f} ms sur {} : un GPU de plus grande bande passante mémoire, ou des objectifs moins stricts</translation>
    </message>
    <message>
        <source>prefill alone takes {:.0f} ms on the fastest option: shorter prompts, a prefix cache or a larger prefill chunk (max_num_batched_tokens)</source>
        <translation>le préremplissage seul prend {:.0f} ms sur l&apos;option la plus rapide : des invites plus courtes, un cache de préfixes ou un bloc de préremplissage plus grand (max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>/serving/api &apos;{}&apos; is not in the catalog</source>
        <translation>/serving/api « {} » n&apos;est pas dans le catalogue</translation>
    </message>
    <message>
        <source>the serving objective ranks ways to serve a model: the workload must be inference, not {}</source>
        <translation>l’objectif «&#xa0;serving&#xa0;» classe des façons de servir un modèle&#xa0;: la charge doit être de l’inférence, pas {}</translation>
    </message>
    <message>
        <source>#1, the cheapest that serves the traffic at the targets: {:.0f} {} a month</source>
        <translation>n° 1, la moins chère qui sert le trafic aux objectifs&#xa0;: {:.0f} {} par mois</translation>
    </message>
    <message>
        <source>#1, no option meets every target: the cheapest first</source>
        <translation>n° 1, aucune option n’atteint tous les objectifs&#xa0;: la moins chère d’abord</translation>
    </message>
    <message>
        <source>#{}, {:+.0f} {} a month vs #1</source>
        <translation>n° {}, {:+.0f} {} par mois par rapport au n° 1</translation>
    </message>
    <message>
        <source>#{}, misses a target</source>
        <translation>n° {}, manque un objectif</translation>
    </message>
    <message>
        <source>{}x {} as {} x TP {} ({}, KV {}, {})</source>
        <translation>{}x {} en {} x TP {} ({}, KV {}, {})</translation>
    </message>
    <message>
        <source>{:.1f} tokens/s per user, first token p95 {:.0f} ms, {:.1f} ms per output token (p95)</source>
        <translation>{:.1f} jetons/s par utilisateur, premier jeton p95 {:.0f} ms, {:.1f} ms par jeton de sortie (p95)</translation>
    </message>
    <message>
        <source>{:.3f} {} per million tokens</source>
        <translation>{:.3f} {} par million de jetons</translation>
    </message>
    <message>
        <source>no compute figure in the catalog: decode from memory bandwidth only</source>
        <translation>aucune puissance de calcul au catalogue&#xa0;: décodage estimé sur la seule bande passante mémoire</translation>
    </message>
    <message>
        <source>{} has no compute figure in the catalog: its prefill, and so its latency, cannot be estimated</source>
        <translation>{} n’a pas de puissance de calcul au catalogue&#xa0;: son prefill, et donc sa latence, ne peuvent pas être estimés</translation>
    </message>
    <message>
        <source>{} could not be ranked: the catalog has no compute figure to time a job on them</source>
        <translation>{}&#xa0;: classement impossible, le catalogue n’a pas de puissance de calcul pour y estimer la durée d’une tâche</translation>
    </message>
    <message>
        <source>{}, derived (no vendor figure)</source>
        <translation>{}, dérivé (aucun chiffre du fabricant)</translation>
    </message>
    <message>
        <source>no system of the catalog can power {} ({:g} W): add one with a larger power supply, or set /costs/system</source>
        <translation>aucun système du catalogue ne peut alimenter {} ({:g} W) : ajoutez-en un avec une alimentation plus puissante, ou renseignez /costs/system</translation>
    </message>
    <message>
        <source>its power supply is not in the catalog: {:g} W assumed, the largest workstation supply at office voltage</source>
        <translation>son alimentation n&apos;est pas dans le catalogue : {:g} W supposés, la plus puissante alimentation de station de travail sur une prise de bureau</translation>
    </message>
    <message>
        <source>the GPUs split {} per system, the systems linked by {} (the scenario&apos;s inter-node link)</source>
        <translation>les GPU répartis par {} par système, les systèmes reliés par {} (le lien entre nœuds du scénario)</translation>
    </message>
    <message>
        <source>the GPUs split {} per system, the systems linked by {} (their network)</source>
        <translation>les GPU répartis par {} par système, les systèmes reliés par {} (leur réseau)</translation>
    </message>
    <message>
        <source>the GPUs split {} per system, the systems linked by {} (assumed: the catalog does not say how they are networked)</source>
        <translation>les GPU répartis par {} par système, les systèmes reliés par {} (supposé : le catalogue ne dit pas comment ils sont mis en réseau)</translation>
    </message>
    <message>
        <source>a request of {} tokens ({} in, {} out) is longer than max_model_len {}: the engine would refuse it</source>
        <translation>une requête de {} jetons ({} en entrée, {} en sortie) dépasse max_model_len {} : le moteur la refuserait</translation>
    </message>
    <message>
        <source>a 95th-percentile request of {} tokens is longer than max_model_len {}: the engine would refuse it</source>
        <translation>une requête au 95e centile de {} jetons dépasse max_model_len {} : le moteur la refuserait</translation>
    </message>
    <message>
        <source>a request of {} tokens ({} in, {} out) is longer than the {} tokens of {}&apos;s context</source>
        <translation>une requête de {} jetons ({} en entrée, {} en sortie) dépasse les {} jetons du contexte de {}</translation>
    </message>
    <message>
        <source>max_model_len {} is longer than the {} tokens of {}&apos;s context (vLLM refuses to start)</source>
        <translation>max_model_len {} dépasse les {} jetons du contexte de {} (vLLM refuse de démarrer)</translation>
    </message>
    <message>
        <source>a tensor-parallel degree of {} is above the limit of {}</source>
        <translation>un degré de parallélisme tensoriel de {} dépasse la limite de {}</translation>
    </message>
    <message>
        <source>{} pipeline stages are above the limit of {}</source>
        <translation>{} étages de pipeline dépassent la limite de {}</translation>
    </message>
    <message>
        <source>a tensor-parallel degree of {} does not divide the {} attention heads of {}: each GPU needs whole heads</source>
        <translation>un degré de parallélisme tensoriel de {} ne divise pas les {} têtes d&apos;attention de {} : chaque GPU doit avoir des têtes entières</translation>
    </message>
    <message>
        <source>a tensor-parallel degree of {} neither divides nor is a multiple of the {} key-value heads of {}</source>
        <translation>un degré de parallélisme tensoriel de {} ne divise pas les {} têtes clé-valeur de {} et n&apos;en est pas un multiple</translation>
    </message>
    <message>
        <source>the speed of {} on {} is not a finite number: check the GPU&apos;s figures in the catalog (memory bandwidth {:g} B/s, compute {:g} FLOP/s)</source>
        <translation>la vitesse de {} sur {} n&apos;est pas un nombre fini : vérifiez les chiffres du GPU dans le catalogue (bande passante mémoire {:g} B/s, calcul {:g} FLOP/s)</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 sur %2 par GPU</translation>
    </message>
    <message>
        <source>{} has no FP8 tensor cores: FP8 training (torchao Float8, Transformer Engine) needs one (Hopper, Ada, Blackwell, MI300); choose mixed precision</source>
        <translation>{} n’a pas de cœurs tensoriels FP8 : l’entraînement FP8 (torchao Float8, Transformer Engine) en demande (Hopper, Ada, Blackwell, MI300) ; choisissez la précision mixte</translation>
    </message>
    <message>
        <source>offer %1 (%2)</source>
        <translation>offre %1 (%2)</translation>
    </message>
    <message>
        <source>the engine&apos;s default max_model_len of {} tokens leaves no room for one sequence: planned with max_model_len {}, the longest the KV cache holds (--max-model-len); more GPUs or a higher TP degree would keep the full context</source>
        <translation>le max_model_len par défaut du moteur, {} jetons, ne laisse la place d&apos;aucune séquence : planifié avec max_model_len {}, le plus long que tient le cache KV (--max-model-len) ; plus de GPU ou un degré TP plus élevé garderaient tout le contexte</translation>
    </message>
    <message>
        <source>billed {:.2f} min a job: start-up {:.2f} min + job {:.2f} min = {:.2f} min, rounded up to whole {:g} s = {:.2f} min, at least {:g} s</source>
        <translation>facturé {:.2f} min par tâche : démarrage {:.2f} min + tâche {:.2f} min = {:.2f} min, arrondi au multiple de {:g} s supérieur = {:.2f} min, au moins {:g} s</translation>
    </message>
    <message>
        <source>billing assumed per started {:g} min, at least {:g} min (the offer gives no terms: set its billing_increment_s and billing_minimum_s in the catalog)</source>
        <translation>facturation supposée par tranche entamée de {:g} min, au moins {:g} min (l’offre ne donne pas ses conditions : renseignez billing_increment_s et billing_minimum_s dans le catalogue)</translation>
    </message>
    <message>
        <source>start-up assumed {:g} min (the offer gives none: set its startup_s in the catalog)</source>
        <translation>démarrage supposé de {:g} min (l’offre n’en donne pas : renseignez startup_s dans le catalogue)</translation>
    </message>
    <message>
        <source>with {} x {} as host ({:.0f} {} each): a baseboard has no CPUs, memory or chassis, so its host is priced to compare with whole servers</source>
        <translation>avec {} × {} comme hôte ({:.0f} {} chacun) : une carte de base n’a ni processeurs, ni mémoire, ni châssis, son hôte est donc compté pour la comparer à des serveurs complets</translation>
    </message>
    <message>
        <source>{} is a baseboard without its host (CPUs, memory, chassis) and the catalog has no host for it: this price leaves the host out, less than a working machine costs</source>
        <translation>{} est une carte de base sans son hôte (processeurs, mémoire, châssis) et le catalogue n’a pas d’hôte pour elle : ce prix omet l’hôte, moins que ne coûte une machine qui fonctionne</translation>
    </message>
    <message>
        <source>“%1 › %2”</source>
        <translation>«&#xa0;%1 › %2&#xa0;»</translation>
    </message>
    <message>
        <source>{}; {}</source>
        <translation>{} ; {}</translation>
    </message>
    <message>
        <source>{} could not be loaded: no NVIDIA driver installed ({})</source>
        <translation>{} n’a pas pu être chargée : aucun pilote NVIDIA installé ({})</translation>
    </message>
    <message>
        <source>{} ({}) lacks nvmlInit / nvmlDeviceGetCount / nvmlDeviceGetHandleByIndex: not a usable NVML library</source>
        <translation>{} ({}) n’a pas nvmlInit / nvmlDeviceGetCount / nvmlDeviceGetHandleByIndex : ce n’est pas une bibliothèque NVML utilisable</translation>
    </message>
    <message>
        <source>nvmlInit failed: {} ({} = {})</source>
        <translation>échec de nvmlInit : {} ({} = {})</translation>
    </message>
    <message>
        <source>nvmlInit failed: {} ({} = {}, NVML says: {})</source>
        <translation>échec de nvmlInit : {} ({} = {}, NVML dit : {})</translation>
    </message>
    <message>
        <source>the NVIDIA kernel driver is not loaded: check that the driver is installed for the running kernel (`lsmod | grep nvidia`), or reinstall it</source>
        <translation>le pilote noyau NVIDIA n’est pas chargé : vérifiez qu’il est installé pour le noyau en cours (`lsmod | grep nvidia`), ou réinstallez-le</translation>
    </message>
    <message>
        <source>driver/library version mismatch: the NVIDIA driver was updated but the old kernel module is still running; reboot the machine (or reload the nvidia kernel modules)</source>
        <translation>versions du pilote et de la bibliothèque différentes : le pilote NVIDIA a été mis à jour mais l’ancien module noyau tourne encore ; redémarrez la machine (ou rechargez les modules noyau nvidia)</translation>
    </message>
    <message>
        <source>no permission to talk to the NVIDIA driver: check the permissions of /dev/nvidia* (the user may need to be in the video group)</source>
        <translation>pas la permission de parler au pilote NVIDIA : vérifiez les permissions de /dev/nvidia* (l’utilisateur doit peut-être être dans le groupe video)</translation>
    </message>
    <message>
        <source>this looks like the CUDA toolkit&apos;s stub libnvidia-ml (for linking only), not the driver&apos;s: install the NVIDIA driver, or remove the toolkit&apos;s stubs directory from LD_LIBRARY_PATH</source>
        <translation>ceci semble être la libnvidia-ml factice du CUDA toolkit (pour l’édition de liens seulement), pas celle du pilote : installez le pilote NVIDIA, ou retirez le dossier stubs du toolkit de LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>the operating system (or a container&apos;s cgroup) blocks access to the GPU</source>
        <translation>le système d’exploitation (ou le cgroup d’un conteneur) bloque l’accès au GPU</translation>
    </message>
    <message>
        <source>NVML could not start</source>
        <translation>NVML n’a pas pu démarrer</translation>
    </message>
    <message>
        <source>{}; note: {} is the CUDA toolkit&apos;s stub library, not the driver&apos;s</source>
        <translation>{} ; remarque : {} est la bibliothèque factice du CUDA toolkit, pas celle du pilote</translation>
    </message>
    <message>
        <source>{} is the CUDA toolkit&apos;s stub library, not the NVIDIA driver&apos;s: install the driver, or remove the toolkit&apos;s stubs directory from LD_LIBRARY_PATH</source>
        <translation>{} est la bibliothèque factice du CUDA toolkit, pas celle du pilote NVIDIA : installez le pilote, ou retirez le dossier stubs du toolkit de LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>{} : {}</translation>
    </message>
    <message>
        <source>GPU {} could not be opened: {}</source>
        <translation>le GPU {} n’a pas pu être ouvert : {}</translation>
    </message>
    <message>
        <source>NVML returned a null handle</source>
        <translation>NVML a renvoyé un descripteur nul</translation>
    </message>
    <message>
        <source>this NVML version has no {}</source>
        <translation>cette version de NVML n’a pas {}</translation>
    </message>
    <message>
        <source>{} ({} = {})</source>
        <translation>{} ({} = {})</translation>
    </message>
    <message>
        <source>not supported on this GPU</source>
        <translation>non pris en charge sur ce GPU</translation>
    </message>
    <message>
        <source>no permission (check the permissions of /dev/nvidia*)</source>
        <translation>pas la permission (vérifiez les permissions de /dev/nvidia*)</translation>
    </message>
    <message>
        <source>the NVIDIA kernel driver is not loaded</source>
        <translation>le pilote noyau NVIDIA n’est pas chargé</translation>
    </message>
    <message>
        <source>the NVML library and the running NVIDIA kernel driver are different versions</source>
        <translation>la bibliothèque NVML et le pilote noyau NVIDIA en cours sont de versions différentes</translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus</source>
        <translation>le GPU a disparu du bus</translation>
    </message>
    <message>
        <source>this NVML version lacks the function</source>
        <translation>cette version de NVML n’a pas la fonction</translation>
    </message>
    <message>
        <source>the driver timed out</source>
        <translation>le pilote n’a pas répondu à temps</translation>
    </message>
    <message>
        <source>NVML is not initialised</source>
        <translation>NVML n’est pas initialisé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>no hwmon directory under the device</source>
        <translation>pas de dossier hwmon sous le périphérique</translation>
    </message>
    <message>
        <source>no AMD GPU driven by amdgpu</source>
        <translation>aucun GPU AMD piloté par amdgpu</translation>
    </message>
    <message>
        <source>librocm_smi64 not found (ROCm not installed)</source>
        <translation>librocm_smi64 introuvable (ROCm non installé)</translation>
    </message>
    <message>
        <source>librocm_smi64 not found (ROCm not installed): {}</source>
        <translation>librocm_smi64 introuvable (ROCm non installé) : {}</translation>
    </message>
    <message>
        <source>librocm_smi64 lacks rsmi_init / rsmi_num_monitor_devices / rsmi_dev_pci_id_get</source>
        <translation>librocm_smi64 n’a pas rsmi_init / rsmi_num_monitor_devices / rsmi_dev_pci_id_get</translation>
    </message>
    <message>
        <source>rsmi_init failed (rsmi_status_t {}): is the amdgpu driver loaded?</source>
        <translation>échec de rsmi_init (rsmi_status_t {}) : le pilote amdgpu est-il chargé ?</translation>
    </message>
    <message>
        <source>{} does not exist (not Linux, or sysfs is not mounted)</source>
        <translation>{} n’existe pas (pas Linux, ou sysfs n’est pas monté)</translation>
    </message>
    <message>
        <source>the kernel reports the current link speed as Unknown</source>
        <translation>le noyau indique une vitesse de lien actuelle inconnue (Unknown)</translation>
    </message>
    <message>
        <source>the kernel reports the maximum link speed as Unknown</source>
        <translation>le noyau indique une vitesse de lien maximale inconnue (Unknown)</translation>
    </message>
    <message>
        <source>no PCIe link attributes (an integrated GPU has no PCIe link)</source>
        <translation>pas d’attributs de lien PCIe (un GPU intégré n’a pas de lien PCIe)</translation>
    </message>
    <message>
        <source>no display controller (PCI class 0x0300/0x0302/0x0380) found</source>
        <translation>aucun contrôleur d’affichage (classe PCI 0x0300/0x0302/0x0380) trouvé</translation>
    </message>
    <message>
        <source>did not answer within {:.0f} s (driver hung?); abandoned</source>
        <translation>pas de réponse en {:.0f} s (pilote bloqué ?) ; abandonné</translation>
    </message>
    <message>
        <source>internal error: {}</source>
        <translation>erreur interne : {}</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>did not answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>catalog unavailable: {}</source>
        <translation>catalogue indisponible : {}</translation>
    </message>
    <message>
        <source>not matched: {}</source>
        <translation>non rapproché : {}</translation>
    </message>
    <message>
        <source>matched by PCI id {}</source>
        <translation>rapproché par l’identifiant PCI {}</translation>
    </message>
    <message>
        <source>no catalog match: the device has no name and its PCI id is not in the catalog</source>
        <translation>aucune correspondance dans le catalogue : le périphérique n’a pas de nom et son identifiant PCI n’est pas dans le catalogue</translation>
    </message>
    <message>
        <source>no catalog GPU is named like &apos;{}&apos;</source>
        <translation>aucun GPU du catalogue ne porte un nom comme « {} »</translation>
    </message>
    <message>
        <source>&apos;{}&apos; could be any of {}: no match (add the PCI device id to the catalog)</source>
        <translation>« {} » peut être n’importe lequel de {} : pas de correspondance (ajoutez l’identifiant PCI du périphérique au catalogue)</translation>
    </message>
    <message>
        <source>matched by name (&apos;{}&apos; ~ &apos;{}&apos;)</source>
        <translation>rapproché par le nom (« {} » ~ « {} »)</translation>
    </message>
    <message>
        <source>{:.1f} GB</source>
        <translation>{:.1f} GB</translation>
    </message>
    <message>
        <source>Gen{}</source>
        <translation>Gen{}</translation>
    </message>
    <message>
        <source>x{}</source>
        <translation>x{}</translation>
    </message>
    <message>
        <source>{:.0f} W</source>
        <translation>{:.0f} W</translation>
    </message>
    <message>
        <source>no active link</source>
        <translation>aucun lien actif</translation>
    </message>
    <message>
        <source>VRAM: the driver reports {:.1f} GB but the catalog says {:.1f} GB (more than 10 % apart)</source>
        <translation>VRAM : le pilote indique {:.1f} GB mais le catalogue dit {:.1f} GB (plus de 10 % d’écart)</translation>
    </message>
    <message>
        <source>PCIe: the GPU supports Gen{}, the catalog says Gen{}</source>
        <translation>PCIe : le GPU prend en charge Gen{}, le catalogue dit Gen{}</translation>
    </message>
    <message>
        <source>PCIe: the link can train to Gen{} at most here (slot, riser or bridge), the GPU is Gen{}: host transfers are slower than the catalog assumes</source>
        <translation>PCIe : le lien monte au plus en Gen{} ici (emplacement, riser ou pont), le GPU est Gen{} : les transferts avec l’hôte sont plus lents que ne le suppose le catalogue</translation>
    </message>
    <message>
        <source>PCIe: the link trains to Gen{}, above the catalog&apos;s Gen{} (check the catalog)</source>
        <translation>PCIe : le lien monte en Gen{}, au-dessus de la Gen{} du catalogue (vérifiez le catalogue)</translation>
    </message>
    <message>
        <source>PCIe: the link is x{} at most here, the catalog says x{}</source>
        <translation>PCIe : le lien est au plus x{} ici, le catalogue dit x{}</translation>
    </message>
    <message>
        <source>PCIe: the link is x{} at most here, the catalog says x{} (an x8 slot or riser halves host bandwidth)</source>
        <translation>PCIe : le lien est au plus x{} ici, le catalogue dit x{} (un emplacement ou un riser x8 divise par deux la bande passante avec l’hôte)</translation>
    </message>
    <message>
        <source>NVLink: the catalog lists {} but no link is active (bridge missing, or links down)</source>
        <translation>NVLink : le catalogue indique {} mais aucun lien n’est actif (pont absent, ou liens inactifs)</translation>
    </message>
    <message>
        <source>power limit: {:.0f} W here, catalog TDP {:.0f} W</source>
        <translation>limite de puissance : {:.0f} W ici, TDP du catalogue {:.0f} W</translation>
    </message>
    <message>
        <source>power limit: {:.0f} W here, catalog TDP {:.0f} W (power-capped: expect lower throughput)</source>
        <translation>limite de puissance : {:.0f} W ici, TDP du catalogue {:.0f} W (puissance bridée : attendez-vous à un débit plus faible)</translation>
    </message>
    <message>
        <source>{} is the CUDA toolkit&apos;s stub library, not the driver&apos;s: install the NVIDIA driver, or remove the toolkit&apos;s stubs directory from LD_LIBRARY_PATH</source>
        <translation>{} est la bibliothèque factice du CUDA toolkit, pas celle du pilote : installez le pilote NVIDIA, ou retirez le dossier stubs du toolkit de LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>no CUDA-capable GPU</source>
        <translation>aucun GPU compatible CUDA</translation>
    </message>
    <message>
        <source>the NVIDIA driver is older than this CUDA library needs</source>
        <translation>le pilote NVIDIA est plus ancien que ne l’exige cette bibliothèque CUDA</translation>
    </message>
    <message>
        <source>the CUDA library and the kernel driver are different versions: reboot after a driver update</source>
        <translation>la bibliothèque CUDA et le pilote noyau sont de versions différentes : redémarrez après une mise à jour du pilote</translation>
    </message>
    <message>
        <source>CUDA could not start</source>
        <translation>CUDA n’a pas pu démarrer</translation>
    </message>
    <message>
        <source>{} could not be loaded: no NVIDIA driver with CUDA ({})</source>
        <translation>{} n’a pas pu être chargée : aucun pilote NVIDIA avec CUDA ({})</translation>
    </message>
    <message>
        <source>{} lacks {}</source>
        <translation>{} n’a pas {}</translation>
    </message>
    <message>
        <source>cuInit: {} ({})</source>
        <translation>cuInit : {} ({})</translation>
    </message>
    <message>
        <source>{} is the CUDA toolkit&apos;s stub library, not the driver&apos;s</source>
        <translation>{} est la bibliothèque factice du CUDA toolkit, pas celle du pilote</translation>
    </message>
    <message>
        <source>the benchmark was cancelled; figures measured so far are kept</source>
        <translation>le banc d’essai a été annulé ; les mesures déjà faites sont gardées</translation>
    </message>
    <message>
        <source>the time limit ({:.0f} s) was reached; figures measured so far are kept</source>
        <translation>la limite de temps ({:.0f} s) est atteinte ; les mesures déjà faites sont gardées</translation>
    </message>
    <message>
        <source>no CUDA device matched the requested PCI bus ids</source>
        <translation>aucun périphérique CUDA ne correspond aux identifiants de bus PCI demandés</translation>
    </message>
    <message>
        <source>{}: host to device bandwidth</source>
        <translation>{} : bande passante de l’hôte vers le GPU</translation>
    </message>
    <message>
        <source>{}: device to host bandwidth</source>
        <translation>{} : bande passante du GPU vers l’hôte</translation>
    </message>
    <message>
        <source>{}: device memory bandwidth</source>
        <translation>{} : bande passante de la mémoire du GPU</translation>
    </message>
    <message>
        <source>{}: {} GEMM {}x{}</source>
        <translation>{} : GEMM {} {}x{}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>not enough free GPU memory</source>
        <translation>pas assez de mémoire GPU libre</translation>
    </message>
    <message>
        <source>no cuBLAS library configured</source>
        <translation>aucune bibliothèque cuBLAS configurée</translation>
    </message>
    <message>
        <source>the cuBLAS library lacks cublasCreate_v2 / cublasDestroy_v2 / cublasSetStream_v2</source>
        <translation>la bibliothèque cuBLAS n’a pas cublasCreate_v2 / cublasDestroy_v2 / cublasSetStream_v2</translation>
    </message>
    <message>
        <source>cuBLAS unavailable: {}</source>
        <translation>cuBLAS indisponible : {}</translation>
    </message>
    <message>
        <source>{} failed (cublasStatus_t {})</source>
        <translation>échec de {} (cublasStatus_t {})</translation>
    </message>
    <message>
        <source>this cuBLAS lacks {}</source>
        <translation>ce cuBLAS n’a pas {}</translation>
    </message>
    <message>
        <source>{} failed ({})</source>
        <translation>échec de {} ({})</translation>
    </message>
    <message>
        <source>no CUDA context ({})</source>
        <translation>pas de contexte CUDA ({})</translation>
    </message>
    <message>
        <source>{} of {} bytes failed ({})</source>
        <translation>échec de {} de {} octets ({})</translation>
    </message>
    <message>
        <source>{} of {} bytes failed ({}): not enough free GPU memory</source>
        <translation>échec de {} de {} octets ({}) : pas assez de mémoire GPU libre</translation>
    </message>
    <message>
        <source>failed: {}</source>
        <translation>échec : {}</translation>
    </message>
    <message>
        <source>failed while running: {}</source>
        <translation>échec pendant l’exécution : {}</translation>
    </message>
    <message>
        <source>the GPU reported a zero or negative time</source>
        <translation>le GPU a indiqué une durée nulle ou négative</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>skipped: the benchmark&apos;s time limit was reached</source>
        <translation>sauté : la limite de temps du banc d’essai est atteinte</translation>
    </message>
    <message>
        <source>PCIe {}.0 x{} per direction (catalog)</source>
        <translation>PCIe {}.0 x{} par sens (catalogue)</translation>
    </message>
    <message>
        <source>PCIe {}.0 x{} per direction (this machine&apos;s link)</source>
        <translation>PCIe {}.0 x{} par sens (lien de cette machine)</translation>
    </message>
    <message>
        <source>catalog memory bandwidth</source>
        <translation>bande passante mémoire du catalogue</translation>
    </message>
    <message>
        <source>catalog FP32 peak</source>
        <translation>crête FP32 du catalogue</translation>
    </message>
    <message>
        <source>catalog FP16 tensor peak, FP32 accumulate</source>
        <translation>crête tensorielle FP16 du catalogue, accumulation FP32</translation>
    </message>
    <message>
        <source>catalog FP16 tensor peak (accumulate precision not given)</source>
        <translation>crête tensorielle FP16 du catalogue (précision d’accumulation non précisée)</translation>
    </message>
    <message>
        <source>{:.0f} % of the peak: above what the hardware can do; the catalog figure is probably wrong</source>
        <translation>{:.0f} % de la crête : au-delà de ce que le matériel peut faire ; le chiffre du catalogue est sans doute faux</translation>
    </message>
    <message>
        <source>{:.0f} % of the peak: above what the hardware can do; the catalog figure is probably wrong (or cuBLAS used TF32 tensor cores)</source>
        <translation>{:.0f} % de la crête : au-delà de ce que le matériel peut faire ; le chiffre du catalogue est sans doute faux (ou cuBLAS a utilisé les cœurs tensoriels TF32)</translation>
    </message>
    <message>
        <source>{:.0f} % of the peak, below the expected {:.0f}-100 %: check power limit, clocks, thermal throttling, PCIe link or other work on the GPU</source>
        <translation>{:.0f} % de la crête, sous les {:.0f}-100 % attendus : vérifiez la limite de puissance, les fréquences, le bridage thermique, le lien PCIe ou un autre travail sur le GPU</translation>
    </message>
    <message>
        <source>VRAM: the driver reports %1 but the catalog says %2 (more than 10 % apart)</source>
        <translation>VRAM : le pilote indique %1 mais le catalogue dit %2 (plus de 10 % d’écart)</translation>
    </message>
    <message>
        <source>1 display controller (names from {})</source>
        <translation>1 contrôleur d’affichage (noms tirés de {})</translation>
    </message>
    <message>
        <source>{} display controllers (names from {})</source>
        <translation>{} contrôleurs d’affichage (noms tirés de {})</translation>
    </message>
    <message>
        <source>1 display controller (no pci.ids file found: names from the vendors&apos; drivers only)</source>
        <translation>1 contrôleur d’affichage (pas de fichier pci.ids : noms donnés par les pilotes des fabricants seulement)</translation>
    </message>
    <message>
        <source>{} display controllers (no pci.ids file found: names from the vendors&apos; drivers only)</source>
        <translation>{} contrôleurs d’affichage (pas de fichier pci.ids : noms donnés par les pilotes des fabricants seulement)</translation>
    </message>
    <message>
        <source>1 active link</source>
        <translation>1 lien actif</translation>
    </message>
    <message>
        <source>{} active links</source>
        <translation>{} liens actifs</translation>
    </message>
    <message>
        <source>NVLink: 1 active link but the catalog lists none</source>
        <translation>NVLink : 1 lien actif mais le catalogue n’en indique aucun</translation>
    </message>
    <message>
        <source>NVLink: {} active links but the catalog lists none</source>
        <translation>NVLink : {} liens actifs mais le catalogue n’en indique aucun</translation>
    </message>
    <message>
        <source>billed {:.2f} h a month, rented in one run: start-up {:.2f} min + {:.2f} h = {:.2f} h, rounded up to whole {:g} s, at least {:g} s</source>
        <translation>facturé {:.2f} h par mois, loué en une seule fois : démarrage {:.2f} min + {:.2f} h = {:.2f} h, arrondi au multiple de {:g} s supérieur, au moins {:g} s</translation>
    </message>
    <message>
        <source>no count up to {} {|GPU|GPUs} brings it under a month</source>
        <translation>aucun nombre de GPU jusqu’à {} ne le ramène sous un mois</translation>
    </message>
    <message>
        <source>offer {} ({} {|GPU|GPUs})</source>
        <translation>offre {} ({} GPU)</translation>
    </message>
    <message>
        <source>price of {}, over {} {|month|months} old</source>
        <translation>prix du {}, plus de {} mois</translation>
    </message>
    <message>
        <source>a system powers {} {|GPU|GPUs} of {:g} W: its power supply leaves {:g} W for them</source>
        <translation>un système alimente {} GPU de {:g} W : son alimentation leur laisse {:g} W</translation>
    </message>
    <message>
        <source>{} does not fit the workload, so {:g} {|hour|hours} a month cannot be turned into jobs: the costs assume 1 job a month</source>
        <translation>{} ne peut pas contenir la charge de travail, donc {:g} {&lt;2|heure|heures} par mois ne {&lt;2|peut|peuvent} pas être {&lt;2|convertie|converties} en tâches&#xa0;: les coûts supposent 1 tâche par mois</translation>
    </message>
    <message>
        <source>{} has no compute figure in the catalog, so {:g} {|hour|hours} a month cannot be turned into jobs: the costs assume 1 job a month</source>
        <translation>{} n’a pas de puissance de calcul au catalogue, donc {:g} {&lt;2|heure|heures} par mois ne {&lt;2|peut|peuvent} pas être {&lt;2|convertie|converties} en tâches&#xa0;: les coûts supposent 1 tâche par mois</translation>
    </message>
    <message>
        <source>more replicas: {} GPUs of {} would meet the targets, above the {} {|GPU|GPUs} allowed</source>
        <translation>plus de répliques : {} GPU {} atteindraient les objectifs, au-delà des {} GPU permis</translation>
    </message>
    <message>
        <source>the model fits on no GPU of the catalog up to {} {|GPU|GPUs} per replica</source>
        <translation>le modèle ne tient sur aucun GPU du catalogue jusqu&apos;à {} GPU par réplique</translation>
    </message>
    <message>
        <source>rent: {:g} {|job|jobs} x {:.4f} h billed x {} {|GPU|GPUs} x {:.4f} {} per GPU-hour = {:.2f} {}</source>
        <translation>location : {:g} {&lt;2|tâche|tâches} × {:.4f} h facturées × {} GPU × {:.4f} {} par GPU-heure = {:.2f} {}</translation>
    </message>
    <message>
        <source>NVML: {} {|GPU|GPUs}</source>
        <translation>NVML : {} GPU</translation>
    </message>
    <message>
        <source>NVML, driver {}: {} {|GPU|GPUs}</source>
        <translation>NVML, pilote {} : {} GPU</translation>
    </message>
    <message>
        <source>ROCm SMI: {} {|GPU|GPUs}</source>
        <translation>ROCm SMI : {} GPU</translation>
    </message>
    <message>
        <source>{} AMD {|GPU|GPUs} driven by amdgpu</source>
        <translation>{} GPU AMD {&lt;2|piloté|pilotés} par amdgpu</translation>
    </message>
    <message>
        <source>{} runs at PCIe {}.0 in {} (a PCIe {}.0 card): the host&apos;s slots set its link to the host and between its GPUs</source>
        <translation>{} fonctionne en PCIe {}.0 dans {} (une carte PCIe {}.0)&#xa0;: les emplacements de l’hôte fixent son lien avec l’hôte et entre ses GPU</translation>
    </message>
    <message>
        <source>calibrating needs at least {} measured runs that match and that the planner can model, got {}</source>
        <translation>l&apos;étalonnage demande au moins {} essais mesurés qui correspondent et que le planificateur sait modéliser, il y en a {}</translation>
    </message>
    <message>
        <source>rate of {}</source>
        <translation>taux du {}</translation>
    </message>
    <message>
        <source>rate of {}, over {} {|month|months} old</source>
        <translation>taux du {}, plus de {} mois</translation>
    </message>
    <message>
        <source>undated rate</source>
        <translation>taux non daté</translation>
    </message>
</context>
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
    <name>gpuplan::gui</name>
    <message>
        <source>%1 must be a number, got &apos;%2&apos;</source>
        <translation>%1 doit être un nombre (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>VRAM (GiB)</source>
        <translation>VRAM (GiB)</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Bande passante mémoire (GB/s)</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32 (TFLOPS)</translation>
    </message>
    <message>
        <source>BF16 tensor, dense (TFLOPS)</source>
        <translation>BF16 tensoriel, dense (TFLOPS)</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>Année de sortie</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price per GPU (in Currency)</source>
        <translation>Prix par GPU (en Devise)</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD)</source>
        <translation>Date (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Cloud offers</source>
        <translation>Offres cloud</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>GPUs par instance</translation>
    </message>
    <message>
        <source>Price per hour (whole instance, in Currency)</source>
        <translation>Prix par heure (instance entière, en Devise)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Type d’instance</translation>
    </message>
    <message>
        <source>Interconnects</source>
        <translation>Interconnexions</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Génération</translation>
    </message>
    <message>
        <source>Lanes / links</source>
        <translation>Lignes / liens</translation>
    </message>
    <message>
        <source>Per direction (GB/s)</source>
        <translation>Par sens (GB/s)</translation>
    </message>
    <message>
        <source>Both directions (GB/s)</source>
        <translation>Deux sens (GB/s)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latence (µs)</translation>
    </message>
    <message>
        <source>Efficiency (0-1)</source>
        <translation>Efficacité (0-1)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Dimension cachée</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Têtes d’attention</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Vocabulary (tokens)</source>
        <translation>Vocabulaire (jetons)</translation>
    </message>
    <message>
        <source>Max context (tokens)</source>
        <translation>Contexte max. (jetons)</translation>
    </message>
    <message>
        <source>%1 must be a whole number, got &apos;%2&apos;</source>
        <translation>%1 doit être un entier (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 must not be negative, got &apos;%2&apos;</source>
        <translation>%1 ne doit pas être négatif (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 is too large, got &apos;%2&apos;</source>
        <translation>%1 est trop grand (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 is out of range, got &apos;%2&apos;</source>
        <translation>%1 est hors limites (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Type de mémoire</translation>
    </message>
    <message>
        <source>FP16 tensor, dense (TFLOPS)</source>
        <translation>FP16 tensoriel, dense (TFLOPS)</translation>
    </message>
    <message>
        <source>FP8 tensor, dense (TFLOPS)</source>
        <translation>FP8 tensoriel, dense (TFLOPS)</translation>
    </message>
    <message>
        <source>INT8 tensor, dense (TOPS)</source>
        <translation>INT8 tensoriel, dense (TOPS)</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>Génération PCIe</translation>
    </message>
    <message>
        <source>PCIe width (lanes)</source>
        <translation>Largeur PCIe (lignes)</translation>
    </message>
    <message>
        <source>Fabric (NVLink...)</source>
        <translation>Lien inter-GPU (NVLink...)</translation>
    </message>
    <message>
        <source>Fabric bandwidth, both directions (GB/s)</source>
        <translation>Bande passante inter-GPU, deux sens (GB/s)</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pile logicielle</translation>
    </message>
    <message>
        <source>PCI vendor id (hex)</source>
        <translation>Id PCI du fabricant (hex)</translation>
    </message>
    <message>
        <source>PCI vendor id</source>
        <translation>Id PCI du fabricant</translation>
    </message>
    <message>
        <source>PCI device id (hex)</source>
        <translation>Id PCI du périphérique (hex)</translation>
    </message>
    <message>
        <source>PCI device id</source>
        <translation>Id PCI du périphérique</translation>
    </message>
    <message>
        <source>Launch price (USD)</source>
        <translation>Prix de lancement (USD)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Price per GPU-hour (in Currency)</source>
        <translation>Prix par GPU-heure (en Devise)</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Tarification</translation>
    </message>
    <message>
        <source>Family (model_type)</source>
        <translation>Famille (model_type)</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Dimension des têtes</translation>
    </message>
    <message>
        <source>FFN size (per expert)</source>
        <translation>Dimension FFN (par expert)</translation>
    </message>
    <message>
        <source>FFN (gated3: SwiGLU, mlp2: GELU)</source>
        <translation>FFN (gated3 : SwiGLU, mlp2 : GELU)</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings liés</translation>
    </message>
    <message>
        <source>Learned positions (rows)</source>
        <translation>Positions apprises (lignes)</translation>
    </message>
    <message>
        <source>Token types (rows)</source>
        <translation>Types de jeton (lignes)</translation>
    </message>
    <message>
        <source>QKV bias</source>
        <translation>Biais QKV</translation>
    </message>
    <message>
        <source>Attention output bias</source>
        <translation>Biais de sortie de l’attention</translation>
    </message>
    <message>
        <source>MLP bias</source>
        <translation>Biais MLP</translation>
    </message>
    <message>
        <source>Norm</source>
        <translation>Normalisation</translation>
    </message>
    <message>
        <source>Norms per layer</source>
        <translation>Normalisations par couche</translation>
    </message>
    <message>
        <source>Final norm</source>
        <translation>Normalisation finale</translation>
    </message>
    <message>
        <source>Embedding norm</source>
        <translation>Normalisation des embeddings</translation>
    </message>
    <message>
        <source>Pooler</source>
        <translation>Pooler</translation>
    </message>
    <message>
        <source>Experts (0: dense)</source>
        <translation>Experts (0 : dense)</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experts par jeton</translation>
    </message>
    <message>
        <source>Router bias</source>
        <translation>Biais du routeur</translation>
    </message>
    <message>
        <source>Dropout in training</source>
        <translation>Dropout à l’entraînement</translation>
    </message>
    <message>
        <source>Currencies</source>
        <translation>Devises</translation>
    </message>
    <message>
        <source>Code (ISO 4217)</source>
        <translation>Code (ISO 4217)</translation>
    </message>
    <message>
        <source>Units for 1 EUR</source>
        <translation>Unités pour 1 EUR</translation>
    </message>
    <message>
        <source>Rate date (YYYY-MM-DD)</source>
        <translation>Date du taux (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>Rate source</source>
        <translation>Source du taux</translation>
    </message>
    <message>
        <source>the reference currency</source>
        <translation>la devise de référence</translation>
    </message>
    <message>
        <source>FP16 tensor, FP32 acc., dense (TFLOPS)</source>
        <translation>FP16 tensoriel, acc. FP32, dense (TFLOPS)</translation>
    </message>
    <message>
        <source>%1 must be a hexadecimal id like 0x2684, got &apos;%2&apos;</source>
        <translation>%1 doit être un id hexadécimal, p. ex. 0x2684 (reçu : &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>Memory the driver reports (GiB)</source>
        <translation>Mémoire vue par le pilote (GiB)</translation>
    </message>
    <message>
        <source>GPU share of unified memory</source>
        <translation>Part de la mémoire unifiée pour le GPU</translation>
    </message>
    <message>
        <source>Sold only in systems</source>
        <translation>Vendu seulement en système</translation>
    </message>
    <message>
        <source>Empty cells: why</source>
        <translation>Cellules vides&#xa0;: pourquoi</translation>
    </message>
    <message>
        <source>Range low (in Currency)</source>
        <translation>Bas de la fourchette (en Devise)</translation>
    </message>
    <message>
        <source>Range high (in Currency)</source>
        <translation>Haut de la fourchette (en Devise)</translation>
    </message>
    <message>
        <source>Dense FFN layers (MoE)</source>
        <translation>Couches à FFN dense (MoE)</translation>
    </message>
    <message>
        <source>Dense FFN size (MoE)</source>
        <translation>Dimension FFN dense (MoE)</translation>
    </message>
    <message>
        <source>Shared expert FFN size</source>
        <translation>Dimension FFN de l’expert partagé</translation>
    </message>
    <message>
        <source>Shared expert gate</source>
        <translation>Porte de l’expert partagé</translation>
    </message>
    <message>
        <source>Expert weights format</source>
        <translation>Format des poids des experts</translation>
    </message>
    <message>
        <source>Q/K norm (none, head, projection)</source>
        <translation>Norme Q/K (none, head, projection)</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>Puits d’attention</translation>
    </message>
    <message>
        <source>MLA query rank (0: q_proj)</source>
        <translation>Rang des requêtes MLA (0 : q_proj)</translation>
    </message>
    <message>
        <source>MLA KV latent rank (0: no MLA)</source>
        <translation>Rang latent KV MLA (0 : pas de MLA)</translation>
    </message>
    <message>
        <source>MLA RoPE key size</source>
        <translation>Dimension de la clé RoPE MLA</translation>
    </message>
    <message>
        <source>MLA value head size</source>
        <translation>Dimension des têtes de valeurs MLA</translation>
    </message>
    <message>
        <source>Sliding window (tokens)</source>
        <translation>Fenêtre glissante (jetons)</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>Couches à fenêtre glissante</translation>
    </message>
    <message>
        <source>MTP layers (not counted)</source>
        <translation>Couches MTP (non comptées)</translation>
    </message>
    <message>
        <source>Vision tower parameters (not counted)</source>
        <translation>Paramètres de la tour de vision (non comptés)</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systèmes</translation>
    </message>
    <message>
        <source>GPU slots</source>
        <translation>Emplacements GPU</translation>
    </message>
    <message>
        <source>GPU form factor</source>
        <translation>Format des GPUs</translation>
    </message>
    <message>
        <source>Sold with GPU</source>
        <translation>Vendu avec le GPU</translation>
    </message>
    <message>
        <source>GPUs included</source>
        <translation>GPUs inclus</translation>
    </message>
    <message>
        <source>Price of the system (in Currency)</source>
        <translation>Prix du système (en Devise)</translation>
    </message>
    <message>
        <source>Power without GPUs (W)</source>
        <translation>Puissance sans les GPUs (W)</translation>
    </message>
    <message>
        <source>Host RAM (GiB)</source>
        <translation>RAM de l’hôte (Gio)</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Interconnexion</translation>
    </message>
    <message>
        <source>Rents GPUs singly</source>
        <translation>Loue les GPU à l’unité</translation>
    </message>
    <message>
        <source>API prices</source>
        <translation>Prix des API</translation>
    </message>
    <message>
        <source>Provider&apos;s model</source>
        <translation>Modèle du fournisseur</translation>
    </message>
    <message>
        <source>Catalog model</source>
        <translation>Modèle du catalogue</translation>
    </message>
    <message>
        <source>Input, per million tokens (in Currency)</source>
        <translation>Entrée, par million de jetons (en Devise)</translation>
    </message>
    <message>
        <source>Output, per million tokens (in Currency)</source>
        <translation>Sortie, par million de jetons (en Devise)</translation>
    </message>
    <message>
        <source>Cached input, per million tokens (in Currency)</source>
        <translation>Entrée en cache, par million de jetons (en Devise)</translation>
    </message>
    <message>
        <source>Source (price page)</source>
        <translation>Source (page des prix)</translation>
    </message>
    <message>
        <source>Derived figures: how</source>
        <translation>Chiffres dérivés&#xa0;: comment</translation>
    </message>
    <message>
        <source>Empty: %1</source>
        <translation>Vide&#xa0;: %1</translation>
    </message>
    <message>
        <source>No vendor figure, derived: %1</source>
        <translation>Aucun chiffre du fabricant, dérivé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Power supply (W)</source>
        <translation>Alimentation (W)</translation>
    </message>
    <message>
        <source>Network link</source>
        <translation>Lien réseau</translation>
    </message>
    <message>
        <source>Billing increment (s)</source>
        <translation>Pas de facturation (s)</translation>
    </message>
    <message>
        <source>Minimum billed (s)</source>
        <translation>Minimum facturé (s)</translation>
    </message>
    <message>
        <source>Start-up time (s)</source>
        <translation>Temps de démarrage (s)</translation>
    </message>
    <message>
        <source>Billing terms source</source>
        <translation>Source des conditions de facturation</translation>
    </message>
    <message>
        <source>PCIe generation of the slots</source>
        <translation>Génération PCIe des emplacements</translation>
    </message>
    <message>
        <source>TTFT mean (ms)</source>
        <translation>TTFT moyen (ms)</translation>
    </message>
    <message>
        <source>TTFT p50 (ms)</source>
        <translation>TTFT p50 (ms)</translation>
    </message>
    <message>
        <source>TTFT p90 (ms)</source>
        <translation>TTFT p90 (ms)</translation>
    </message>
    <message>
        <source>TTFT p95 (ms)</source>
        <translation>TTFT p95 (ms)</translation>
    </message>
    <message>
        <source>TTFT p99 (ms)</source>
        <translation>TTFT p99 (ms)</translation>
    </message>
    <message>
        <source>TPOT mean (ms)</source>
        <translation>TPOT moyen (ms)</translation>
    </message>
    <message>
        <source>TPOT p50 (ms)</source>
        <translation>TPOT p50 (ms)</translation>
    </message>
    <message>
        <source>TPOT p90 (ms)</source>
        <translation>TPOT p90 (ms)</translation>
    </message>
    <message>
        <source>TPOT p95 (ms)</source>
        <translation>TPOT p95 (ms)</translation>
    </message>
    <message>
        <source>TPOT p99 (ms)</source>
        <translation>TPOT p99 (ms)</translation>
    </message>
    <message>
        <source>ITL mean (ms)</source>
        <translation>ITL moyen (ms)</translation>
    </message>
    <message>
        <source>ITL p50 (ms)</source>
        <translation>ITL p50 (ms)</translation>
    </message>
    <message>
        <source>ITL p90 (ms)</source>
        <translation>ITL p90 (ms)</translation>
    </message>
    <message>
        <source>ITL p95 (ms)</source>
        <translation>ITL p95 (ms)</translation>
    </message>
    <message>
        <source>ITL p99 (ms)</source>
        <translation>ITL p99 (ms)</translation>
    </message>
    <message>
        <source>Benchmark runs</source>
        <translation>Essais de référence</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Engine version</source>
        <translation>Version du moteur</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Précision du cache KV</translation>
    </message>
    <message>
        <source>Prompt (tokens)</source>
        <translation>Requête (jetons)</translation>
    </message>
    <message>
        <source>Output (tokens)</source>
        <translation>Sortie (jetons)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Utilisateurs simultanés</translation>
    </message>
    <message>
        <source>Request rate (per s)</source>
        <translation>Débit de requêtes (par s)</translation>
    </message>
    <message>
        <source>Requests measured</source>
        <translation>Requêtes mesurées</translation>
    </message>
    <message>
        <source>Output (tokens/s)</source>
        <translation>Sortie (jetons/s)</translation>
    </message>
    <message>
        <source>Source (file)</source>
        <translation>Source (fichier)</translation>
    </message>
    <message>
        <source>entered in the catalog editor</source>
        <translation>saisi dans l&apos;éditeur de catalogue</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::BenchmarkImportDialog</name>
    <message>
        <source>Import benchmark results</source>
        <translation>Importer des résultats de benchmark</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s) of %2.</source>
        <translation>
            <numerusform>%1&#xa0;: %n essai de %2.</numerusform>
            <numerusform>%1&#xa0;: %n essais de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The file does not say what follows; your answers apply to every run of it:</source>
        <translation>Le fichier ne dit pas ce qui suit&#xa0;; vos réponses valent pour tous ses essais&#xa0;:</translation>
    </message>
    <message>
        <source>The file says everything a run needs.</source>
        <translation>Le fichier dit tout ce qu&apos;il faut pour un essai.</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU&#xa0;:</translation>
    </message>
    <message>
        <source>Number of GPUs:</source>
        <translation>Nombre de GPU&#xa0;:</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Parallélisme de tenseurs&#xa0;:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Precision of the weights:</source>
        <translation>Précision des poids&#xa0;:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::BuyRentTab</name>
    <message>
        <source>Months</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>Cumulative cost: buy vs rent</source>
        <translation>Coût cumulé : achat vs location</translation>
    </message>
    <message>
        <source>No price for this GPU in the catalog: enter one in Costs</source>
        <translation>Aucun prix pour ce GPU dans le catalogue : saisissez-en un dans Coûts</translation>
    </message>
    <message>
        <source>Use per month</source>
        <translation>Utilisation par mois</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>heures par mois</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>horizon</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>prix de l’électricité</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Set by the jobs per month (Usage)</source>
        <translation>Fixé par les tâches par mois (Utilisation)</translation>
    </message>
    <message>
        <source>%1 h / month</source>
        <translation>%1 h / mois</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coût cumulé (%1)</translation>
    </message>
    <message>
        <source>The catalog has no cloud offer for this GPU: enter a cloud rate in Costs.</source>
        <translation>Le catalogue n’a pas d’offre cloud pour ce GPU : saisissez un tarif cloud dans Coûts.</translation>
    </message>
    <message>
        <source>The catalog has no price for this GPU: enter one in Costs.</source>
        <translation>Le catalogue n’a pas de prix pour ce GPU : saisissez-en un dans Coûts.</translation>
    </message>
    <message>
        <source>Buy %1 × %2</source>
        <translation>Achat de %1 × %2</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>Montant (%1)</translation>
    </message>
    <message>
        <source>Rent: %1</source>
        <translation>Location : %1</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Point mort</translation>
    </message>
    <message>
        <source>%1 — month %2: %3</source>
        <translation>%1 — mois %2 : %3</translation>
    </message>
    <message numerus="yes">
        <source>Buying does &lt;b&gt;not&lt;/b&gt; pay off within %n month(s)</source>
        <translation>
            <numerusform>L’achat n’est &lt;b&gt;pas&lt;/b&gt; rentabilisé en %n mois</numerusform>
            <numerusform>L’achat n’est &lt;b&gt;pas&lt;/b&gt; rentabilisé en %n mois</numerusform>
        </translation>
    </message>
    <message>
        <source>buying wins above &lt;b&gt;%1 h of use per month&lt;/b&gt; over this horizon</source>
        <translation>l’achat l’emporte au-delà de &lt;b&gt;%1 h d’utilisation par mois&lt;/b&gt; sur cet horizon</translation>
    </message>
    <message>
        <source>renting is cheaper at any use (the rate is below the electricity cost)</source>
        <translation>la location est moins chère quelle que soit l’utilisation (le tarif est inférieur au coût de l’électricité)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>GPUs, purchase</source>
        <translation>GPUs, achat</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Electricity per month</source>
        <translation>Électricité par mois</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>Maintenance par an</translation>
    </message>
    <message>
        <source>Resale at the horizon</source>
        <translation>Revente à l’horizon</translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <translation>Location par heure</translation>
    </message>
    <message>
        <source>Buy, total at the horizon</source>
        <translation>Achat, total à l’horizon</translation>
    </message>
    <message>
        <source>Rent, total at the horizon</source>
        <translation>Location, total à l’horizon</translation>
    </message>
    <message>
        <source>the scenario&apos;s rate</source>
        <translation>le tarif du scénario</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>the scenario&apos;s price</source>
        <translation>le prix du scénario</translation>
    </message>
    <message>
        <source>buying does not pay off over this horizon even in use all 744 hours of a month</source>
        <translation>l’achat n’est pas rentable sur cet horizon, même utilisé les 744 heures d’un mois</translation>
    </message>
    <message>
        <source>System(s), up front</source>
        <translation>Système(s), à l’achat</translation>
    </message>
    <message>
        <source>%1: in the GPUs&apos; price</source>
        <translation>%1&#xa0;: dans le prix des GPUs</translation>
    </message>
    <message>
        <source>none counted: the GPU&apos;s price stands for its share of a system</source>
        <translation>aucun compté&#xa0;: le prix du GPU tient lieu de sa part d’un système</translation>
    </message>
    <message>
        <source>%1 of %2 a year</source>
        <translation>%1 de %2 par an</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>Buying pays off after &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>L’achat est rentabilisé après &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 at %2 h a month; %3. At %4: buy %5, rent %6. The guide&apos;s ROI formula (price ÷ (rate × hours)) says %7.</source>
        <translation>%1 à %2 h par mois ; %3. À %4 : achat %5, location %6. La formule de ROI du guide (prix ÷ (tarif × heures)) donne %7.</translation>
    </message>
    <message>
        <source>Exchange rate (%1)</source>
        <translation>Taux de change (%1)</translation>
    </message>
    <message>
        <source>1 € = %1 %2</source>
        <translation>1&#xa0;€ = %1&#xa0;%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::CatalogFollower</name>
    <message>
        <source>The catalog could not be reloaded: %1</source>
        <translation>Le catalogue n&apos;a pas pu être relu : %1</translation>
    </message>
    <message>
        <source>The catalog was changed outside this window (edit %1): the results use the current rows.</source>
        <translation>Le catalogue a été modifié hors de cette fenêtre (modification %1) : les résultats utilisent les lignes actuelles.</translation>
    </message>
    <message>
        <source>The catalog is damaged</source>
        <translation>Le catalogue est endommagé</translation>
    </message>
    <message>
        <source>%1

Put the newest backup in its place? The damaged file is kept aside.</source>
        <translation>%1

Mettre la sauvegarde la plus récente à sa place ? Le fichier endommagé est mis de côté.</translation>
    </message>
    <message>
        <source>Restore the newest backup</source>
        <translation>Restaurer la sauvegarde la plus récente</translation>
    </message>
    <message>
        <source>Start from the built-in defaults</source>
        <translation>Repartir des valeurs intégrées</translation>
    </message>
    <message>
        <source>Keep it as it is</source>
        <translation>Le laisser tel quel</translation>
    </message>
    <message>
        <source>The catalog is damaged: %1</source>
        <translation>Le catalogue est endommagé : %1</translation>
    </message>
    <message>
        <source>Restored %1; the damaged file was kept as %2.</source>
        <translation>%1 restauré ; le fichier endommagé a été conservé sous %2.</translation>
    </message>
    <message>
        <source>The built-in defaults are in place; the damaged file was kept as %1.</source>
        <translation>Les valeurs intégrées sont en place ; le fichier endommagé a été conservé sous %1.</translation>
    </message>
    <message>
        <source>The catalog could not be restored: %1</source>
        <translation>Le catalogue n&apos;a pas pu être restauré : %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::CatalogItemDelegate</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::CatalogTableModel</name>
    <message>
        <source>New row in %1</source>
        <translation>Nouvelle ligne dans %1</translation>
    </message>
    <message>
        <source>Not saved yet; the catalog refuses this new row as it is: %1</source>
        <translation>Pas encore enregistrée ; le catalogue refuse cette nouvelle ligne en l’état : %1</translation>
    </message>
    <message>
        <source>Not taken: %1</source>
        <translation>Non pris en compte : %1</translation>
    </message>
    <message>
        <source>%1 (computed)</source>
        <translation>%1 (calculé)</translation>
    </message>
    <message>
        <source>%1 - in the catalog file and its messages: %2</source>
        <translation>%1 - dans le fichier du catalogue et ses messages : %2</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::CatalogWindow</name>
    <message>
        <source>Catalog - %1</source>
        <translation>Catalogue - %1</translation>
    </message>
    <message>
        <source>Search all columns of the tables...</source>
        <translation>Rechercher dans toutes les colonnes des tables...</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Historique des prix</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Import...</source>
        <translation>Importer...</translation>
    </message>
    <message>
        <source>Import into the catalog</source>
        <translation>Importer dans le catalogue</translation>
    </message>
    <message>
        <source>Catalog files (*.csv *.json)</source>
        <translation>Fichiers de catalogue (*.csv *.json)</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>Exporter en CSV...</translation>
    </message>
    <message>
        <source>Export the catalog as CSV files</source>
        <translation>Exporter le catalogue en fichiers CSV</translation>
    </message>
    <message>
        <source>Export JSON...</source>
        <translation>Exporter en JSON...</translation>
    </message>
    <message>
        <source>Export the catalog as catalog.json</source>
        <translation>Exporter le catalogue dans catalog.json</translation>
    </message>
    <message>
        <source>Restore defaults...</source>
        <translation>Restaurer les valeurs par défaut...</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
    <message>
        <source>Replace the catalog with the built-in defaults? The current file is kept as a backup next to it.</source>
        <translation>Remplacer le catalogue par les valeurs par défaut intégrées ? Le fichier actuel est conservé à côté comme sauvegarde.</translation>
    </message>
    <message>
        <source>Restore latest backup...</source>
        <translation>Restaurer la dernière sauvegarde...</translation>
    </message>
    <message>
        <source>Restore latest backup</source>
        <translation>Restaurer la dernière sauvegarde</translation>
    </message>
    <message>
        <source>Put the newest backup in place? The current file is kept as a backup.</source>
        <translation>Remettre en place la sauvegarde la plus récente ? Le fichier actuel est conservé comme sauvegarde.</translation>
    </message>
    <message>
        <source>Not saved: someone else (another window or the command line) changed this row since it was shown. The table now shows their version; make your edit again if it still applies. (%1)</source>
        <translation>Non enregistré : quelqu’un d’autre (une autre fenêtre ou la ligne de commande) a modifié cette ligne depuis son affichage. La table affiche maintenant sa version ; refaites votre modification si elle s’applique toujours. (%1)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Undo/redo refused, nothing changed (the row was changed elsewhere): %1</source>
        <translation>Annulation/rétablissement refusé, rien n’a changé (la ligne a été modifiée ailleurs) : %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Nothing deleted: %1 is still used by prices or offers.</source>
        <translation>Rien n’a été supprimé : %1 est encore utilisé par des prix ou des offres.</translation>
    </message>
    <message>
        <source>Delete GPU %1 with %2 prices and %3 offers</source>
        <translation>Supprimer le GPU %1 avec %2 prix et %3 offres</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 replaced, %4 unchanged</source>
        <translation>%1 — ajoutées : %2, remplacées : %3, inchangées : %4</translation>
    </message>
    <message>
        <source>Import refused, nothing written: %1</source>
        <translation>Importation refusée, rien n’a été écrit : %1</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Importé : %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>%n fichier exporté vers %1</numerusform>
            <numerusform>%n fichiers exportés vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Échec de l’exportation : %1</translation>
    </message>
    <message>
        <source>(there was no file)</source>
        <translation>(il n’y avait pas de fichier)</translation>
    </message>
    <message>
        <source>The built-in defaults are in place; the previous catalog was kept as %1.</source>
        <translation>Les valeurs par défaut intégrées sont en place ; l’ancien catalogue a été conservé sous %1.</translation>
    </message>
    <message>
        <source>The newest backup is in place; the previous catalog was kept as %1.</source>
        <translation>La sauvegarde la plus récente est en place ; l’ancien catalogue a été conservé sous %1.</translation>
    </message>
    <message>
        <source>The catalog was changed outside this window (another window or the command line); the tables show the current rows.</source>
        <translation>Le catalogue a été modifié hors de cette fenêtre (une autre fenêtre ou la ligne de commande) ; les tables affichent les lignes actuelles.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Every change is saved to the catalog at once and can be undone while this window is open; a value the catalog refuses is marked and nothing is written.</source>
        <translation>Double-cliquez sur une cellule pour la modifier. Chaque modification est enregistrée aussitôt dans le catalogue et peut être annulée tant que cette fenêtre est ouverte ; une valeur refusée par le catalogue est signalée et rien n’est écrit.</translation>
    </message>
    <message>
        <source>A new row at the bottom of the table: fill in its cells; it is saved as soon as the catalog accepts it</source>
        <translation>Une nouvelle ligne en bas de la table : remplissez ses cellules ; elle est enregistrée dès que le catalogue l’accepte</translation>
    </message>
    <message>
        <source>A new row copied from the selected one (a new price is dated today)</source>
        <translation>Une nouvelle ligne copiée de la ligne sélectionnée (un nouveau prix est daté d’aujourd’hui)</translation>
    </message>
    <message>
        <source>Save new row</source>
        <translation>Enregistrer la nouvelle ligne</translation>
    </message>
    <message>
        <source>Write the new row now, or show what the catalog still refuses in it</source>
        <translation>Écrire la nouvelle ligne maintenant, ou afficher ce que le catalogue y refuse encore</translation>
    </message>
    <message>
        <source>Discard new row</source>
        <translation>Abandonner la nouvelle ligne</translation>
    </message>
    <message>
        <source>Saved: the new row %1 is in the catalog.</source>
        <translation>Enregistré : la nouvelle ligne %1 est dans le catalogue.</translation>
    </message>
    <message>
        <source>Delete GPU %1</source>
        <translation>Supprimer le GPU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n prix</numerusform>
            <numerusform>%n prix</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud offer(s)</source>
        <translation>
            <numerusform>%n offre cloud</numerusform>
            <numerusform>%n offres cloud</numerusform>
        </translation>
    </message>
    <message>
        <source> refer to %1. Delete them with it? (Undo brings them all back.)</source>
        <translation> renvoient à %1. Les supprimer avec lui ? (Annuler la suppression les rétablit tous.)</translation>
    </message>
    <message>
        <source>Delete them too</source>
        <translation>Les supprimer aussi</translation>
    </message>
    <message>
        <source>Finish or discard this new row first: the table takes one new row at a time.</source>
        <translation>Terminez ou abandonnez d’abord cette nouvelle ligne : la table n’accepte qu’une nouvelle ligne à la fois.</translation>
    </message>
    <message>
        <source>A new row: fill in the marked cells.</source>
        <translation>Nouvelle ligne : remplissez les cellules signalées.</translation>
    </message>
    <message>
        <source>A copy of %1: change what differs.</source>
        <translation>Copie de %1 : modifiez ce qui diffère.</translation>
    </message>
    <message>
        <source>%1 It is saved when you change a cell, or with Save new row.</source>
        <translation>%1 Elle est enregistrée dès que vous modifiez une cellule, ou avec «&#xa0;Enregistrer la nouvelle ligne&#xa0;».</translation>
    </message>
    <message>
        <source>%1 It is saved as soon as the catalog accepts it; until then it is not in the file. Still refused: %2</source>
        <translation>%1 Elle est enregistrée dès que le catalogue l’accepte ; d’ici là, elle n’est pas dans le fichier. Toujours refusé : %2</translation>
    </message>
    <message>
        <source>The new row was discarded; nothing was written.</source>
        <translation>La nouvelle ligne a été abandonnée ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>Delete %1 from %2</source>
        <translation>Supprimer %1 de %2</translation>
    </message>
    <message>
        <source>New rows not saved</source>
        <translation>Nouvelles lignes non enregistrées</translation>
    </message>
    <message>
        <source>The new rows in %1 are not in the catalog yet (the catalog still refuses them as they are). Close and drop them?</source>
        <translation>Les nouvelles lignes de %1 ne sont pas encore dans le catalogue (il les refuse toujours en l’état). Fermer et les abandonner ?</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catalogue</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Add new built-in rows...</source>
        <translation>Ajouter les nouvelles lignes intégrées...</translation>
    </message>
    <message>
        <source>The catalog already has every built-in row of this version (defaults %1).</source>
        <translation>Le catalogue a déjà toutes les lignes intégrées de cette version (données par défaut %1).</translation>
    </message>
    <message>
        <source>Add new built-in rows</source>
        <translation>Ajouter les nouvelles lignes intégrées</translation>
    </message>
    <message numerus="yes">
        <source>Add the %n built-in row(s) of this version (defaults %1) that the catalog lacks?</source>
        <translation>
            <numerusform>Ajouter la %n ligne intégrée de cette version (données par défaut %1) qui manque au catalogue ?</numerusform>
            <numerusform>Ajouter les %n lignes intégrées de cette version (données par défaut %1) qui manquent au catalogue ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the catalog differ from the built-in ones and stay as they are (Restore defaults takes them all).</source>
        <translation>
            <numerusform>%n ligne du catalogue diffère des lignes intégrées et reste telle quelle (Restaurer les valeurs par défaut les reprend toutes).</numerusform>
            <numerusform>%n lignes du catalogue diffèrent des lignes intégrées et restent telles quelles (Restaurer les valeurs par défaut les reprend toutes).</numerusform>
        </translation>
    </message>
    <message>
        <source>A built-in row you deleted comes back.</source>
        <translation>Une ligne intégrée que vous avez supprimée revient.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n built-in row(s) (defaults %1); the catalog&apos;s own rows are unchanged.</source>
        <translation>
            <numerusform>%n ligne intégrée ajoutée (données par défaut %1) ; les lignes du catalogue sont inchangées.</numerusform>
            <numerusform>%n lignes intégrées ajoutées (données par défaut %1) ; les lignes du catalogue sont inchangées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n built-in row(s) the catalog never edited get the cells this version adds to them (a system&apos;s network link), and nothing else.</source>
        <translation>
            <numerusform>%n ligne intégrée que le catalogue n’a jamais modifiée reçoit les cellules que cette version lui ajoute (le lien réseau d’un système), rien d’autre.</numerusform>
            <numerusform>%n lignes intégrées que le catalogue n’a jamais modifiées reçoivent les cellules que cette version leur ajoute (le lien réseau d’un système), rien d’autre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filled the new cells of %n built-in row(s) never edited.</source>
        <translation>
            <numerusform>Cellules nouvelles remplies dans %n ligne intégrée jamais modifiée.</numerusform>
            <numerusform>Cellules nouvelles remplies dans %n lignes intégrées jamais modifiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import benchmark results...</source>
        <translation>Importer des résultats de benchmark...</translation>
    </message>
    <message>
        <source>Import measured serving runs</source>
        <translation>Importer des essais de service mesurés</translation>
    </message>
    <message>
        <source>Benchmark results: vllm bench serve, SGLang, GuideLLM, llama-bench (*.json *.jsonl);;All files (*)</source>
        <translation>Résultats de benchmark&#xa0;: vllm bench serve, SGLang, GuideLLM, llama-bench (*.json *.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n benchmark run(s) from %1</source>
        <translation>
            <numerusform>Importer %n essai de référence depuis %1</numerusform>
            <numerusform>Importer %n essais de référence depuis %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::FitTab</name>
    <message>
        <source>Memory per GPU by component, against capacity</source>
        <translation>Mémoire par GPU par poste, face à la capacité</translation>
    </message>
    <message>
        <source>No GPU to show</source>
        <translation>Aucun GPU à afficher</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <translation>GPUs nécessaires</translation>
    </message>
    <message>
        <source>Largest batch (sequences)</source>
        <translation>Batch max. (séquences)</translation>
    </message>
    <message>
        <source>Longest context (tokens)</source>
        <translation>Contexte max. (jetons)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fits&lt;/b&gt; on %1 (%2): %3 per GPU, %4 free.</source>
        <translation>&lt;b&gt;Tient&lt;/b&gt; sur %1 (%2) : %3 par GPU, %4 libres.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b03a2e&apos;&gt;Does not fit&lt;/b&gt; on %1 (%2): %3 per GPU for %4.</source>
        <translation>&lt;b style=&apos;color:#b03a2e&apos;&gt;Ne tient pas&lt;/b&gt; sur %1 (%2) : %3 par GPU pour %4.</translation>
    </message>
    <message>
        <source>%1 — %2&lt;br&gt;Detailed estimate on one GPU: &lt;b&gt;%3&lt;/b&gt; (weights %4, activations %5, KV cache %6). The guide&apos;s rule of thumb: %7 = &lt;b&gt;%8&lt;/b&gt;.</source>
        <translation>%1 — %2&lt;br&gt;Estimation détaillée sur un GPU : &lt;b&gt;%3&lt;/b&gt; (poids %4, activations %5, cache KV %6). Règle empirique du guide : %7 = &lt;b&gt;%8&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>What would make it fit on this GPU:</source>
        <translation>Ce qui permettrait de tenir sur ce GPU :</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>more than the limit</source>
        <translation>au-delà de la limite</translation>
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
        <source> (model limit)</source>
        <translation> (limite du modèle)</translation>
    </message>
    <message>
        <source>%1 on %2: %3 %4</source>
        <translation>%1 sur %2 : %3 %4</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>Mémoire par GPU (%1)</translation>
    </message>
    <message>
        <source>Capacity (%1)</source>
        <translation>Capacité (%1)</translation>
    </message>
    <message>
        <source>Need per GPU (%1)</source>
        <translation>Besoin par GPU (%1)</translation>
    </message>
    <message>
        <source>Headroom (%1)</source>
        <translation>Marge (%1)</translation>
    </message>
    <message>
        <source>GPUs for this model</source>
        <translation>GPU pour ce modèle</translation>
    </message>
    <message>
        <source>Models on this GPU</source>
        <translation>Modèles sur ce GPU</translation>
    </message>
    <message>
        <source>Tensors (allocator peak): &lt;b&gt;%1&lt;/b&gt;; device memory used (nvidia-smi): &lt;b&gt;%2&lt;/b&gt;, with the CUDA context and the allocator&apos;s reserve.</source>
        <translation>Tenseurs (pic de l’allocateur)&#xa0;: &lt;b&gt;%1&lt;/b&gt;&#xa0;; mémoire utilisée sur le GPU (nvidia-smi)&#xa0;: &lt;b&gt;%2&lt;/b&gt;, avec le contexte CUDA et la réserve de l’allocateur.</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::HelpMenu</name>
    <message>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
    <message>
        <source>The manual was not installed with the program (MANUAL.md in %1).</source>
        <translation>Le manuel n’a pas été installé avec le programme (MANUAL.md dans %1).</translation>
    </message>
    <message>
        <source>No program opens the manual here; it is %1</source>
        <translation>Aucun programme n’ouvre le manuel ici&#xa0;; il se trouve dans %1</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Where Is the Catalog</source>
        <translation>Où est le catalogue</translation>
    </message>
    <message>
        <source>The catalog in use is this file:</source>
        <translation>Le catalogue utilisé est ce fichier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Copy the Path</source>
        <translation>&amp;Copier le chemin</translation>
    </message>
    <message>
        <source>Open the &amp;Folder</source>
        <translation>Ouvrir le &amp;dossier</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Where Is the &amp;Catalog</source>
        <translation>Où est le &amp;catalogue</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>Aperçu de l’importation</translation>
    </message>
    <message>
        <source>Importing %1 would make these changes. Nothing has been written yet.</source>
        <translation>L’importation de %1 apporterait ces modifications. Rien n’a encore été écrit.</translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) in %1. Nothing can be imported until they are fixed; the catalog is unchanged.</source>
        <translation>
            <numerusform>%n ligne invalide dans %1. Rien ne peut être importé tant qu’elle n’est pas corrigée ; le catalogue est inchangé.</numerusform>
            <numerusform>%n lignes invalides dans %1. Rien ne peut être importé tant qu’elles ne sont pas corrigées ; le catalogue est inchangé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply import</source>
        <translation>Appliquer l’importation</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::InterconnectTab</name>
    <message>
        <source>Transfer size (GB)</source>
        <translation>Taille du transfert (GB)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Durée (s)</translation>
    </message>
    <message>
        <source>One-way copy time at each link&apos;s measured efficiency (select links in the table)</source>
        <translation>Durée d’une copie à sens unique à l’efficacité mesurée de chaque lien (sélectionnez des liens dans le tableau)</translation>
    </message>
    <message>
        <source>The catalog has no links</source>
        <translation>Le catalogue ne contient aucun lien</translation>
    </message>
    <message>
        <source>%1: %2 GB in %3</source>
        <translation>%1 : %2 GB en %3</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Per direction (GB/s)</source>
        <translation>Par sens (GB/s)</translation>
    </message>
    <message>
        <source>Both directions (GB/s)</source>
        <translation>Deux sens (GB/s)</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>Efficacité (%)</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latence (µs)</translation>
    </message>
    <message>
        <source>10 GB one-way (s)</source>
        <translation>10 GB, un sens (s)</translation>
    </message>
    <message>
        <source>Point-to-point copy</source>
        <translation>Copie point à point</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Size (GB)</source>
        <translation>Taille (GB)</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>GPUs (collectives)</source>
        <translation>GPUs (collectives)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Choose a link.</source>
        <translation>Choisissez un lien.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b03a2e&apos;&gt;Size must be a positive number of GB.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b03a2e&apos;&gt;La taille doit être un nombre de GB positif.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b03a2e&apos;&gt;A collective needs at least 2 GPUs.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b03a2e&apos;&gt;Une opération collective nécessite au moins 2 GPUs.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 GB over %2: &lt;b&gt;%3&lt;/b&gt; at %4 efficiency (one way); %5 at the per-direction line rate; %6 with the both-directions figure (the guide&apos;s arithmetic).</source>
        <translation>%1 GB via %2 : &lt;b&gt;%3&lt;/b&gt; avec une efficacité de %4 (un sens) ; %5 au débit nominal par sens ; %6 avec le débit cumulé des deux sens (calcul du guide).</translation>
    </message>
    <message>
        <source>%1 of %2 GB over %3 GPUs on %4: &lt;b&gt;%5&lt;/b&gt; (bus bandwidth %6 GB/s = %7 of the per-direction rate, nccl-tests convention).</source>
        <translation>%1 de %2 GB sur %3 GPU via %4 : &lt;b&gt;%5&lt;/b&gt; (bande passante bus %6 GB/s = %7 du débit par sens, convention nccl-tests).</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::MainWindow</name>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Mémoire</translation>
    </message>
    <message>
        <source>&amp;Multi-GPU</source>
        <translation>M&amp;ulti-GPU</translation>
    </message>
    <message>
        <source>&amp;Interconnect</source>
        <translation>&amp;Liaisons</translation>
    </message>
    <message>
        <source>&amp;Throughput</source>
        <translation>Dé&amp;bit</translation>
    </message>
    <message>
        <source>&amp;Buy vs Rent</source>
        <translation>Ac&amp;hat/location</translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation>Co&amp;nseil</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Importer un config.json…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Importer un config.json Hugging Face</translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation>Configuration de modèle (*.json)</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>E&amp;xporter le rapport…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catalogue</translation>
    </message>
    <message>
        <source>&amp;Edit Catalog…</source>
        <translation>&amp;Modifier le catalogue…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Show Catalog &amp;File</source>
        <translation>Afficher le &amp;fichier du catalogue</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>À &amp;propos de GPU Planner</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>À propos de GPU Planner</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU Planner&lt;/b&gt; %1&lt;br&gt;Which GPUs to buy or rent for AI work, with the numbers behind the answer.</source>
        <translation>&lt;b&gt;GPU Planner&lt;/b&gt; %1&lt;br&gt;Quels GPUs acheter ou louer pour l’IA, chiffres à l’appui.</translation>
    </message>
    <message>
        <source>Results not updated: %1</source>
        <translation>Résultats non mis à jour : %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — GPU Planner</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Catalogue : %1</translation>
    </message>
    <message>
        <source>Catalog: %1 (%2)</source>
        <translation>Catalogue : %1 (%2)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>GPU Planner scenarios (%1);;All files (*)</source>
        <translation>Scénarios GPU Planner (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Impossible d’ouvrir le scénario</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Impossible d’enregistrer le scénario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>GPU Planner scenarios (%1)</source>
        <translation>Scénarios GPU Planner (%1)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Le scénario comporte des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>The catalog %1 cannot be edited: %2</source>
        <translation>Le catalogue %1 ne peut pas être modifié : %2</translation>
    </message>
    <message>
        <source>The catalog could not be reloaded: %1</source>
        <translation>Impossible de recharger le catalogue : %1</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Open Another Catalog…</source>
        <translation>&amp;Ouvrir un autre catalogue…</translation>
    </message>
    <message>
        <source>Open a catalog</source>
        <translation>Ouvrir un catalogue</translation>
    </message>
    <message>
        <source>GPU Planner catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>Catalogues GPU Planner (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1
The current catalog stays in use.</source>
        <translation>%1
Le catalogue actuel reste utilisé.</translation>
    </message>
    <message>
        <source>Cannot open the catalog</source>
        <translation>Impossible d’ouvrir le catalogue</translation>
    </message>
    <message>
        <source>&amp;Probe</source>
        <translation>Dé&amp;tection</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>%1: table</source>
        <translation>%1&#xa0;: tableau</translation>
    </message>
    <message>
        <source>%1: chart</source>
        <translation>%1&#xa0;: graphique</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Service</translation>
    </message>
    <message>
        <source>Newer built-in catalog data (%1): Edit Catalog… &gt; Add new built-in rows. %2</source>
        <translation>Données de catalogue intégrées plus récentes (%1) : Modifier le catalogue… &gt; Ajouter les nouvelles lignes intégrées. %2</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ModelsOnGpuTab</name>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Best precision that fits</source>
        <translation>Meilleure précision qui tient</translation>
    </message>
    <message>
        <source>Need per GPU (%1)</source>
        <translation>Besoin par GPU (%1)</translation>
    </message>
    <message>
        <source>Longest context (tokens)</source>
        <translation>Contexte max. (jetons)</translation>
    </message>
    <message>
        <source>Largest batch (sequences)</source>
        <translation>Batch max. (séquences)</translation>
    </message>
    <message>
        <source>Decode (tokens/s)</source>
        <translation>Décodage (jetons/s)</translation>
    </message>
    <message>
        <source>Layers on GPU</source>
        <translation>Couches sur le GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (rest in RAM)</source>
        <translation>%1 (le reste en RAM)</translation>
    </message>
    <message>
        <source>cannot be sized</source>
        <translation>impossible à dimensionner</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source> (model limit)</source>
        <translation> (limite du modèle)</translation>
    </message>
    <message>
        <source>No GPU chosen.</source>
        <translation>Aucun GPU choisi.</translation>
    </message>
    <message>
        <source>%1 of %2 catalog models fit on %3 × %4 for %5 at %6 tokens.</source>
        <translation>%1 des %2 modèles du catalogue tiennent sur %3 × %4 pour %5 à %6 jetons.</translation>
    </message>
    <message>
        <source>Models that do not fit whole keep as many layers on the GPU as fit and the rest in system RAM, read at %1 (dual-channel DDR5-5600).</source>
        <translation>Les modèles qui ne tiennent pas en entier gardent sur le GPU autant de couches qu’il en tient et le reste en mémoire système, lue à %1 (DDR5-5600 double canal).</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::MultiGpuTab</name>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Memory per GPU by strategy</source>
        <translation>Mémoire par GPU selon la stratégie</translation>
    </message>
    <message>
        <source>No multi-GPU figures for this GPU</source>
        <translation>Aucun chiffre multi-GPU pour ce GPU</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Communication per step (s)</source>
        <translation>Communication par pas (s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Durée du pas (s)</translation>
    </message>
    <message>
        <source>Scenario layout on %1: &lt;b&gt;%2&lt;/b&gt; — %3 per GPU of %4, %5 node(s) of up to %6 GPUs.%7</source>
        <translation>Répartition du scénario sur %1 : &lt;b&gt;%2&lt;/b&gt; — %3 par GPU sur %4, %5 nœud(s) d’au plus %6 GPUs.%7</translation>
    </message>
    <message>
        <source> Host RAM per node: %1.</source>
        <translation> RAM hôte par nœud : %1.</translation>
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
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1: %2 GPUs, %3 %4 per GPU</source>
        <translation>%1 : %2 GPUs, %3 %4 par GPU</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>Mémoire par GPU (%1)</translation>
    </message>
    <message>
        <source>Host RAM per node (%1)</source>
        <translation>RAM hôte par nœud (%1)</translation>
    </message>
    <message>
        <source>Capacity (%1)</source>
        <translation>Capacité (%1)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::PreferencesDialog</name>
    <message>
        <source>Training MFU</source>
        <translation>MFU d’entraînement</translation>
    </message>
    <message>
        <source>Prefill MFU</source>
        <translation>MFU du prefill</translation>
    </message>
    <message>
        <source>Decode MFU (compute)</source>
        <translation>MFU du décodage (calcul)</translation>
    </message>
    <message>
        <source>Decode share of memory bandwidth</source>
        <translation>Part de la bande passante mémoire au décodage</translation>
    </message>
    <message>
        <source>Large matrix products</source>
        <translation>Grands produits matriciels</translation>
    </message>
    <message>
        <source>Collectives (NCCL bus bandwidth)</source>
        <translation>Collectives (bande passante bus NCCL)</translation>
    </message>
    <message>
        <source>Gradient communication hidden</source>
        <translation>Communication des gradients masquée</translation>
    </message>
    <message>
        <source>ROCm slowdown (×)</source>
        <translation>Ralentissement ROCm (×)</translation>
    </message>
    <message>
        <source>Other stacks slowdown (×)</source>
        <translation>Ralentissement des autres piles (×)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>Système (%1)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The language changes when GPU Planner starts again.</source>
        <translation>La langue change au prochain démarrage de GPU Planner.</translation>
    </message>
    <message>
        <source>Detect the GPUs of this computer (Probe tab)</source>
        <translation>Détecter les GPUs de cet ordinateur (onglet Détection)</translation>
    </message>
    <message>
        <source>Units and money</source>
        <translation>Unités et devises</translation>
    </message>
    <message>
        <source>&amp;Memory figures</source>
        <translation>&amp;Unité de mémoire</translation>
    </message>
    <message>
        <source>The currency of new scenarios</source>
        <translation>La devise des nouveaux scénarios</translation>
    </message>
    <message>
        <source>&amp;Currency of new scenarios</source>
        <translation>&amp;Devise des nouveaux scénarios</translation>
    </message>
    <message>
        <source>Leave empty to use the catalog&apos;s rate. A scenario&apos;s own rates still win.</source>
        <translation>Laissez vide pour utiliser le taux du catalogue. Les taux propres à un scénario restent prioritaires.</translation>
    </message>
    <message>
        <source>1 EUR =</source>
        <translation>1 EUR =</translation>
    </message>
    <message>
        <source>E&amp;xchange rate</source>
        <translation>&amp;Taux de change</translation>
    </message>
    <message>
        <source>New scenarios</source>
        <translation>Nouveaux scénarios</translation>
    </message>
    <message>
        <source>&amp;Electricity price</source>
        <translation>&amp;Prix de l’électricité</translation>
    </message>
    <message>
        <source>Efficiencies (share of the peak reached):</source>
        <translation>Efficacités (part de la crête atteinte) :</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>&amp;Open Another Catalog…</source>
        <translation>&amp;Ouvrir un autre catalogue…</translation>
    </message>
    <message>
        <source>GPU Planner opens this file at start-up (the --db option and GPU_PLANNER_DB come first).</source>
        <translation>GPU Planner ouvre ce fichier au démarrage (l’option --db et GPU_PLANNER_DB sont prioritaires).</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The catalog has only euro prices.</source>
        <translation>Le catalogue ne contient que des prix en euros.</translation>
    </message>
    <message>
        <source>Catalog: 1 EUR = %1 %2 (%3).</source>
        <translation>Catalogue : 1 EUR = %1 %2 (%3).</translation>
    </message>
    <message>
        <source>The catalog has no rate for %1.</source>
        <translation>Le catalogue n’a pas de taux pour %1.</translation>
    </message>
    <message>
        <source>Enter the price of one kWh.</source>
        <translation>Saisissez le prix d’un kWh.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre.</translation>
    </message>
    <message>
        <source>A price cannot be negative.</source>
        <translation>Un prix ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>The rate for %1, “%2”, is not a number.</source>
        <translation>Le taux pour %1, «&#xa0;%2&#xa0;», n’est pas un nombre.</translation>
    </message>
    <message>
        <source>The rate for %1 must be more than zero.</source>
        <translation>Le taux pour %1 doit être supérieur à zéro.</translation>
    </message>
    <message>
        <source>The catalog has no rate for %1: enter one to use it.</source>
        <translation>Le catalogue n’a pas de taux pour %1 : saisissez-en un pour utiliser cette devise.</translation>
    </message>
    <message>
        <source>This file cannot be used as a catalog: %1
The current catalog stays.</source>
        <translation>Ce fichier ne peut pas servir de catalogue : %1
Le catalogue actuel est conservé.</translation>
    </message>
    <message>
        <source>GPU Planner switches to this catalog when you press OK, and opens it at the next start.</source>
        <translation>GPU Planner passe à ce catalogue quand vous cliquez sur OK, et l’ouvre au prochain démarrage.</translation>
    </message>
    <message>
        <source>Open a catalog</source>
        <translation>Ouvrir un catalogue</translation>
    </message>
    <message>
        <source>GPU Planner catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>Catalogues GPU Planner (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes, SI)</source>
        <translation>GB (10⁹ octets, SI)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes, as nvidia-smi counts)</source>
        <translation>GiB (2³⁰ octets, comme nvidia-smi)</translation>
    </message>
    <message>
        <source>The capacity printed on a card: a &quot;24 GB&quot; card has 24 GiB, which nvidia-smi shows as 24564 MiB.</source>
        <translation>La capacité inscrite sur une carte : une carte « 24 GB » a 24 GiB, que nvidia-smi affiche comme 24564 MiB.</translation>
    </message>
    <message>
        <source> months</source>
        <translation> mois</translation>
    </message>
    <message>
        <source>A catalog price or cloud rate older than this is flagged in the windows and the report (12 months by default).</source>
        <translation>Un prix du catalogue ou un tarif cloud plus ancien est signalé dans les fenêtres et le rapport (12 mois par défaut).</translation>
    </message>
    <message>
        <source>Flag &amp;prices older than</source>
        <translation>Signaler les &amp;prix de plus de</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::PriceHistoryWidget</name>
    <message>
        <source>GPU:</source>
        <translation>GPU :</translation>
    </message>
    <message>
        <source>Display currency:</source>
        <translation>Devise d’affichage :</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4%5) - %6</source>
        <translation>%1 : %2 %3 (%4%5) - %6</translation>
    </message>
    <message>
        <source>, estimate</source>
        <translation>, estimation</translation>
    </message>
    <message>
        <source>%1 (not drawn: %2)</source>
        <translation>%1 (non tracé : %2)</translation>
    </message>
    <message>
        <source>No prices for %1</source>
        <translation>Aucun prix pour %1</translation>
    </message>
    <message>
        <source>Price history of %1</source>
        <translation>Historique des prix de %1</translation>
    </message>
    <message>
        <source>Price per GPU (%1)</source>
        <translation>Prix par GPU (%1)</translation>
    </message>
    <message>
        <source>%1: %2 %3 on %4</source>
        <translation>%1 : %2 %3 le %4</translation>
    </message>
    <message>
        <source>Prices are converted with the catalog&apos;s exchange rates (Currencies tab)</source>
        <translation>Les prix sont convertis avec les taux de change du catalogue (onglet Devises)</translation>
    </message>
    <message>
        <source> (in %1: the catalog has no exchange rate for %2)</source>
        <translation> (en %1 : le catalogue n’a pas de taux de change pour %2)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ProbeTab</name>
    <message>
        <source>amdgpu (sysfs)</source>
        <translation>amdgpu (sysfs)</translation>
    </message>
    <message>
        <source>PCI (sysfs)</source>
        <translation>PCI (sysfs)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Not present</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignoré</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <source>&amp;Detect Again</source>
        <translation>Détecter à &amp;nouveau</translation>
    </message>
    <message>
        <source>Run &amp;Benchmark</source>
        <translation>Lancer le benc&amp;hmark</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Attach to Scenario</source>
        <translation>&amp;Joindre au scénario</translation>
    </message>
    <message>
        <source>Detac&amp;h</source>
        <translation>Re&amp;tirer du scénario</translation>
    </message>
    <message>
        <source>Read this machine&apos;s GPUs again</source>
        <translation>Relire les GPUs de cette machine</translation>
    </message>
    <message>
        <source>Measure host↔GPU copies, memory bandwidth and GEMM throughput with CUDA (the GPU is busy meanwhile)</source>
        <translation>Mesurer les copies hôte↔GPU, la bande passante mémoire et le débit GEMM avec CUDA (le GPU est occupé pendant ce temps)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The benchmark stops after this long; what is left is skipped</source>
        <translation>Le benchmark s’arrête au bout de cette durée ; le reste est ignoré</translation>
    </message>
    <message>
        <source>Keep this probe (and benchmark) in the scenario: it is saved in the .gpuplan file and shown in the report</source>
        <translation>Conserver cette détection (et le benchmark) dans le scénario : elle est enregistrée dans le fichier .gpuplan et figure dans le rapport</translation>
    </message>
    <message>
        <source>Remove the probe result from the scenario</source>
        <translation>Retirer le résultat de la détection du scénario</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Limite de durée :</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Catalog entry</source>
        <translation>Entrée du catalogue</translation>
    </message>
    <message>
        <source>PCIe max
here / catalog</source>
        <translation>PCIe max
ici / catalogue</translation>
    </message>
    <message>
        <source>NVLink
here / catalog</source>
        <translation>NVLink
ici / catalogue</translation>
    </message>
    <message>
        <source>Power limit (W)
here / TDP</source>
        <translation>Limite de puissance (W)
ici / TDP</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Correspondance par</translation>
    </message>
    <message>
        <source>Bus id</source>
        <translation>Id de bus</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>What it said</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Detected GPUs and their catalog entries</source>
        <translation>GPUs détectés et leurs entrées du catalogue</translation>
    </message>
    <message>
        <source>Differences from the catalog</source>
        <translation>Écarts avec le catalogue</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Catalog peak</source>
        <translation>Crête du catalogue</translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation>% de la crête</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Benchmark (CUDA)</source>
        <translation>Benchmark (CUDA)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Occupation (%)</translation>
    </message>
    <message>
        <source>Power draw (W)</source>
        <translation>Puissance consommée (W)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Température (°C)</translation>
    </message>
    <message>
        <source>Waiting for the first reading…</source>
        <translation>En attente de la première mesure…</translation>
    </message>
    <message>
        <source>%1: %2 %3 at %4 s</source>
        <translation>%1 : %2 %3 à %4 s</translation>
    </message>
    <message>
        <source>Live (every second, last %1 s)</source>
        <translation>En direct (chaque seconde, sur les %1 dernières s)</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Probe disabled in Preferences&lt;/h3&gt;&lt;p&gt;Nothing is read from this machine and no vendor library is loaded. Enable the GPU probe in Preferences to compare this machine&apos;s GPUs with the catalog.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Détection désactivée dans les Préférences&lt;/h3&gt;&lt;p&gt;Rien n’est lu sur cette machine et aucune bibliothèque de fabricant n’est chargée. Activez la détection des GPUs dans les Préférences pour comparer les GPUs de cette machine au catalogue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Detecting GPUs…&lt;/b&gt; (NVML, ROCm SMI, PCI sysfs)</source>
        <translation>&lt;b&gt;Détection des GPUs…&lt;/b&gt; (NVML, ROCm SMI, PCI sysfs)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No GPU found on this machine&lt;/h3&gt;&lt;p&gt;None of the backends below reported a GPU. This is not an error: the planner works the same without one. What each backend said:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Aucun GPU détecté sur cette machine&lt;/h3&gt;&lt;p&gt;Aucun des backends ci-dessous n’a signalé de GPU. Ce n’est pas une erreur : le planificateur fonctionne de la même façon sans GPU. Réponse de chaque backend :&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) detected on this machine.</source>
        <translation>
            <numerusform>%n GPU détecté sur cette machine.</numerusform>
            <numerusform>%n GPUs détectés sur cette machine.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Puissance (W)</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Vendor: %1
Driver: %2
UUID: %3
Read by: %4</source>
        <translation>Fabricant : %1
Pilote : %2
UUID : %3
Lu par : %4</translation>
    </message>
    <message>
        <source>
Not read: %1 (%2)</source>
        <translation>
Non lu : %1 (%2)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>PCI id</source>
        <translation>Id PCI</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non lu</translation>
    </message>
    <message>
        <source>%1 GiB here</source>
        <translation>%1 GiB ici</translation>
    </message>
    <message>
        <source>Now: %1 (the link slows down at idle)</source>
        <translation>Actuellement : %1 (le lien ralentit au repos)</translation>
    </message>
    <message>
        <source>
The GPU supports Gen%1</source>
        <translation>
Le GPU prend en charge Gen%1</translation>
    </message>
    <message>
        <source>%1 × NVLink %2</source>
        <translation>%1 × NVLink %2</translation>
    </message>
    <message>
        <source>%1 × NVLink</source>
        <translation>%1 × NVLink</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: no catalog entry (%2)</source>
        <translation>%1 : aucune entrée du catalogue (%2)</translation>
    </message>
    <message>
        <source>None: every GPU matches its catalog entry.</source>
        <translation>Aucun écart : chaque GPU correspond à son entrée du catalogue.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Running: the GPU is busy; Cancel stops it within a second.</source>
        <translation>En cours : le GPU est occupé ; Annuler l’arrête en moins d’une seconde.</translation>
    </message>
    <message>
        <source>The benchmark did not finish within its time limit (driver hung?); abandoned.</source>
        <translation>Le benchmark ne s’est pas terminé dans le délai imparti (pilote bloqué ?) ; abandonné.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>The benchmark did not stop when asked (driver hung?); abandoned.</source>
        <translation>Le benchmark ne s’est pas arrêté à la demande (pilote bloqué ?) ; abandonné.</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonné</translation>
    </message>
    <message>
        <source>%1 — %p%</source>
        <translation>%1 — %p %</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Median of %n run(s): %1</source>
        <translation>
            <numerusform>Médiane de %n exécution : %1</numerusform>
            <numerusform>Médiane de %n exécutions : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The catalog has no figure to compare</source>
        <translation>Le catalogue n’a pas de chiffre à comparer</translation>
    </message>
    <message>
        <source>Above peak</source>
        <translation>Au-dessus de la crête</translation>
    </message>
    <message>
        <source>Far below expected</source>
        <translation>Bien en deçà des attentes</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Non exécuté</translation>
    </message>
    <message>
        <source>Measures what this machine really delivers, against the catalog&apos;s peaks (needs the NVIDIA driver; about a minute).</source>
        <translation>Mesure ce que cette machine fournit réellement, face aux crêtes du catalogue (nécessite le pilote NVIDIA ; environ une minute).</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Done in %1 s.</source>
        <translation>Terminé en %1 s.</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Cancelled after %1 s. %2</source>
        <translation>Annulé après %1 s. %2</translation>
    </message>
    <message>
        <source>Time limit reached</source>
        <translation>Limite de durée atteinte</translation>
    </message>
    <message>
        <source>Stopped at the time limit; the rest was skipped. %1</source>
        <translation>Arrêté à la limite de durée ; le reste a été ignoré. %1</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Indisponible</translation>
    </message>
    <message>
        <source>The benchmark cannot run here: %1</source>
        <translation>Le benchmark ne peut pas s’exécuter ici : %1</translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation>Échec du benchmark : %1</translation>
    </message>
    <message>
        <source>Attach the GPU probe</source>
        <translation>Joindre la détection des GPUs</translation>
    </message>
    <message>
        <source>Detach the GPU probe</source>
        <translation>Retirer la détection des GPUs</translation>
    </message>
    <message>
        <source>Attached to the scenario</source>
        <translation>Joint au scénario</translation>
    </message>
    <message numerus="yes">
        <source>The scenario carries a probe of %n GPU(s)</source>
        <translation>
            <numerusform>Le scénario contient une détection de %n GPU</numerusform>
            <numerusform>Le scénario contient une détection de %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>VRAM (%1)
here / catalog</source>
        <translation>VRAM (%1)
ici / catalogue</translation>
    </message>
    <message>
        <source>Memory used (%1)</source>
        <translation>Mémoire utilisée (%1)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::RecommendTab</name>
    <message>
        <source>rent</source>
        <translation>location</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>achat</translation>
    </message>
    <message>
        <source>No candidate fits: relax the constraints or change the workload</source>
        <translation>Aucun candidat ne convient : assouplissez les contraintes ou modifiez la charge de travail</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Achat ou location</translation>
    </message>
    <message>
        <source>Time per job (h)</source>
        <translation>Durée par tâche (h)</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Coût total</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>Coût initial</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Why not first</source>
        <translation>Pourquoi pas en tête</translation>
    </message>
    <message>
        <source>Use %1 × %2 (%3)</source>
        <translation>Utiliser %1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Time per job (h, log scale)</source>
        <translation>Durée par tâche (h, échelle log)</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Coût total (%1)</translation>
    </message>
    <message>
        <source>Time per job</source>
        <translation>Durée par tâche</translation>
    </message>
    <message>
        <source>Up front (%1)</source>
        <translation>Coût initial (%1)</translation>
    </message>
    <message>
        <source>Computing the recommendation…</source>
        <translation>Calcul de la recommandation…</translation>
    </message>
    <message>
        <source> &lt;i&gt;(updating…)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(mise à jour…)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 candidates evaluated; none fits the constraints.%2</source>
        <translation>%1 candidats évalués ; aucun ne respecte les contraintes.%2</translation>
    </message>
    <message>
        <source>Other candidates</source>
        <translation>Autres candidats</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Front de Pareto</translation>
    </message>
    <message>
        <source>%1 per job, %2</source>
        <translation>%1 par tâche, %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>%1 of the up-front cost</source>
        <translation>%1 du coût à l’achat</translation>
    </message>
    <message>
        <source>None can do the work in a month; closest</source>
        <translation>Aucun ne fait le travail en un mois&#xa0;; le plus proche</translation>
    </message>
    <message>
        <source>Fastest within the budget</source>
        <translation>Le plus rapide dans le budget</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Le plus rapide</translation>
    </message>
    <message>
        <source>Most work for the money</source>
        <translation>Le plus de travail pour l’argent</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Le moins cher</translation>
    </message>
    <message>
        <source>Needs %1 h of work a month, more than the 744 h a month has. %2</source>
        <translation>Demande %1 h de travail par mois, plus que les 744 h d’un mois. %2</translation>
    </message>
    <message>
        <source>%1 × %2 can do it: it is in the list.</source>
        <translation>%1 × %2 le peut&#xa0;: il est dans la liste.</translation>
    </message>
    <message>
        <source>No GPU count up to the most tried can do it.</source>
        <translation>Aucun nombre de GPU jusqu’au maximum essayé ne le peut.</translation>
    </message>
    <message>
        <source>First token, 95th percentile (ms, log scale)</source>
        <translation>Premier jeton, 95e centile (ms, échelle log)</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>%1 ways to serve the traffic evaluated. %2: &lt;b&gt;%3 × %4 (%5, %6, %7)&lt;/b&gt;: %8 a month, %9 tokens/s per user, first token within %10 at the 95th percentile.%11</source>
        <translation>%1 façons de servir le trafic évaluées. %2&#xa0;: &lt;b&gt;%3 × %4 (%5, %6, %7)&lt;/b&gt;&#xa0;: %8 par mois, %9 jetons/s par utilisateur, premier jeton en moins de %10 au 95e centile.%11</translation>
    </message>
    <message>
        <source>Cheapest that serves it at the targets</source>
        <translation>La moins chère qui le sert aux objectifs</translation>
    </message>
    <message>
        <source>None meets every target; cheapest</source>
        <translation>Aucune n’atteint tous les objectifs&#xa0;; la moins chère</translation>
    </message>
    <message>
        <source>%1 × %2, %3, %4, %5: first token p95 %6, %7 tokens/s per user, %8</source>
        <translation>%1 × %2, %3, %4, %5&#xa0;: premier jeton p95 %6, %7 jetons/s par utilisateur, %8</translation>
    </message>
    <message>
        <source>first token p95 %1, %2</source>
        <translation>premier jeton p95 %1, %2</translation>
    </message>
    <message>
        <source>First token within %1 at the 95th percentile, %2 per output token</source>
        <translation>Premier jeton en moins de %1 au 95e centile, %2 par jeton de sortie</translation>
    </message>
    <message>
        <source>%1 × TP %2, KV %3</source>
        <translation>%1 × TP %2, KV %3</translation>
    </message>
    <message>
        <source>Replicas × TP, KV cache</source>
        <translation>Répliques × TP, cache KV</translation>
    </message>
    <message>
        <source>Use this option</source>
        <translation>Utiliser cette option</translation>
    </message>
    <message>
        <source>Cost over the horizon against time per job (click a point to select it)</source>
        <translation>Coût sur l’horizon en fonction de la durée par tâche (cliquez sur un point pour le sélectionner)</translation>
    </message>
    <message>
        <source>Load the selected option into the scenario (or double-click its row, or press Enter on it); Edit &gt; Undo takes it back</source>
        <translation>Charge l’option sélectionnée dans le scénario (ou double-cliquez sur sa ligne, ou appuyez sur Entrée)&#xa0;; Édition &gt; Annuler la retire</translation>
    </message>
    <message>
        <source>Click a row or a point to see an option here; double-click it, press Enter or use the button to load it into the scenario.</source>
        <translation>Cliquez sur une ligne ou un point pour voir une option ici&#xa0;; double-cliquez dessus, appuyez sur Entrée ou utilisez le bouton pour la charger dans le scénario.</translation>
    </message>
    <message>
        <source>Selected: #%1, %2. %3</source>
        <translation>Sélection&#xa0;: n°&#xa0;%1, %2. %3</translation>
    </message>
    <message>
        <source>Cost over the horizon against first-token latency (click a point to select it)</source>
        <translation>Coût sur l’horizon selon la latence du premier jeton (cliquez sur un point pour le sélectionner)</translation>
    </message>
    <message>
        <source>Selected option</source>
        <translation>Option sélectionnée</translation>
    </message>
    <message>
        <source>Cost over the horizon (%1, log scale)</source>
        <translation>Coût sur l’horizon (%1, échelle log)</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>%1 per job, billed %2</source>
        <translation>%1 par tâche, facturée %2</translation>
    </message>
    <message>
        <source>%1 per job</source>
        <translation>%1 par tâche</translation>
    </message>
    <message>
        <source>%1 × %2, %3, %4, %5: %6, %7</source>
        <translation>%1 × %2, %3, %4, %5 : %6, %7</translation>
    </message>
    <message>
        <source>%1 candidates evaluated, %2 fit. %3: &lt;b&gt;%4 × %5 (%6, %7, %8)&lt;/b&gt;: %9 over the horizon, %10.%11</source>
        <translation>%1 candidats évalués, %2 conviennent. %3&#xa0;: &lt;b&gt;%4 × %5 (%6, %7, %8)&lt;/b&gt;&#xa0;: %9 sur l’horizon, %10.%11</translation>
    </message>
    <message>
        <source>Rented: %1.</source>
        <translation>En location&#xa0;: %1.</translation>
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
    <name>gpuplan::gui::ResultTable</name>
    <message>
        <source>Filter rows…</source>
        <translation>Filtrer les lignes…</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ScenarioForm</name>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>Importer un config.json…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json</source>
        <translation>Utiliser l’architecture d’un config.json Hugging Face</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Importer un config.json Hugging Face</translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation>Configuration de modèle (*.json)</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Type de tâche</translation>
    </message>
    <message>
        <source>Weights precision</source>
        <translation>Précision des poids</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Précision du cache KV</translation>
    </message>
    <message>
        <source>Batch (sequences per GPU)</source>
        <translation>Batch (séquences par GPU)</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Longueur de séquence (jetons)</translation>
    </message>
    <message>
        <source>Gradient accumulation (steps)</source>
        <translation>Accumulation de gradient (pas)</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Checkpointing des activations</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>Rang LoRA r</translation>
    </message>
    <message>
        <source>Module names, separated by commas</source>
        <translation>Noms de modules, séparés par des virgules</translation>
    </message>
    <message>
        <source>LoRA target modules</source>
        <translation>Modules cibles LoRA</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Nombre de GPUs</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs par nœud</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (hybrid)</source>
        <translation>Degré de parallélisme tensoriel (hybride)</translation>
    </message>
    <message>
        <source>Pipeline stages (hybrid)</source>
        <translation>Étages de pipeline (hybride)</translation>
    </message>
    <message>
        <source>Optimizer offload</source>
        <translation>Offload de l’optimiseur</translation>
    </message>
    <message>
        <source>Parameter offload (ZeRO-3)</source>
        <translation>Offload des paramètres (ZeRO-3)</translation>
    </message>
    <message>
        <source>Link inside a node</source>
        <translation>Lien dans un nœud</translation>
    </message>
    <message>
        <source>Link between nodes</source>
        <translation>Lien entre nœuds</translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallel)</source>
        <translation>Parallélisme de séquence (avec parallélisme tensoriel)</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>parallélisme de séquence</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Usage given as</source>
        <translation>Utilisation exprimée en</translation>
    </message>
    <message>
        <source>Hours of use per month (h)</source>
        <translation>Heures d’utilisation par mois (h)</translation>
    </message>
    <message>
        <source>Jobs per month</source>
        <translation>Tâches par mois</translation>
    </message>
    <message>
        <source>Training examples per epoch</source>
        <translation>Exemples d’entraînement par epoch</translation>
    </message>
    <message>
        <source>Epochs per job</source>
        <translation>Epochs par tâche</translation>
    </message>
    <message>
        <source>Requests per job</source>
        <translation>Requêtes par tâche</translation>
    </message>
    <message>
        <source>Generated tokens per request</source>
        <translation>Jetons générés par requête</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>Horizon (mois)</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Coûts</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Electricity (per kWh)</source>
        <translation>Électricité (par kWh)</translation>
    </message>
    <message>
        <source>Price of one GPU</source>
        <translation>Prix d’un GPU</translation>
    </message>
    <message>
        <source>catalog&apos;s latest price</source>
        <translation>dernier prix du catalogue</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>Offre cloud</translation>
    </message>
    <message>
        <source>Cloud rate per GPU-hour</source>
        <translation>Tarif cloud par GPU-heure</translation>
    </message>
    <message>
        <source>from the offer</source>
        <translation>d’après l’offre</translation>
    </message>
    <message>
        <source>None (store every activation)</source>
        <translation>Aucun (toutes les activations stockées)</translation>
    </message>
    <message>
        <source>Selective (recompute attention)</source>
        <translation>Sélectif (recalcul de l’attention)</translation>
    </message>
    <message>
        <source>Full (recompute each layer)</source>
        <translation>Complet (recalcul de chaque couche)</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>AdamW 8 bits</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD avec momentum</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Auto (first layout that fits)</source>
        <translation>Auto (première répartition qui tient)</translation>
    </message>
    <message>
        <source>Hybrid (DP × TP × PP)</source>
        <translation>Hybride (DP × TP × PP)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>CPU RAM</source>
        <translation>RAM CPU</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>Heures par mois</translation>
    </message>
    <message>
        <source>Jobs per month (equal work)</source>
        <translation>Tâches par mois (à travail égal)</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 : valeur obligatoire</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>doit être un entier (reçu : %1)</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>doit être entre %1 et %2 (reçu : %3)</translation>
    </message>
    <message>
        <source>From the GPU (NVLink, else PCIe)</source>
        <translation>D’après le GPU (NVLink, sinon PCIe)</translation>
    </message>
    <message>
        <source>%1 (%2 GB/s per direction)</source>
        <translation>%1 (%2 GB/s par sens)</translation>
    </message>
    <message>
        <source>Cheapest on-demand offer</source>
        <translation>Offre à la demande la moins chère</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importé)</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (absent du catalogue)</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5</source>
        <translation>%1 couches, dimension %2, %3 têtes (%4 KV), vocabulaire %5</translation>
    </message>
    <message>
        <source>Electricity (%1/kWh)</source>
        <translation>Électricité (%1/kWh)</translation>
    </message>
    <message>
        <source>Price of one GPU (%1)</source>
        <translation>Prix d’un GPU (%1)</translation>
    </message>
    <message>
        <source>Cloud rate (%1 per GPU-hour)</source>
        <translation>Tarif cloud (%1 par GPU-heure)</translation>
    </message>
    <message>
        <source>model (imported config.json)</source>
        <translation>modèle (config.json importé)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Advanced workload and runtime</source>
        <translation>Charge de travail et exécution avancées</translation>
    </message>
    <message>
        <source>Quantization group (GPTQ/AWQ)</source>
        <translation>Groupe de quantification (GPTQ/AWQ)</translation>
    </message>
    <message>
        <source>Training regime</source>
        <translation>Régime d’entraînement</translation>
    </message>
    <message>
        <source>Adapter precision</source>
        <translation>Précision des adaptateurs</translation>
    </message>
    <message>
        <source>CUDA context (GB per GPU)</source>
        <translation>Contexte CUDA (GB par GPU)</translation>
    </message>
    <message>
        <source>Fragmentation (%)</source>
        <translation>Fragmentation (%)</translation>
    </message>
    <message>
        <source>Efficiencies</source>
        <translation>Efficacités</translation>
    </message>
    <message>
        <source>Training MFU (%)</source>
        <translation>MFU d’entraînement (%)</translation>
    </message>
    <message>
        <source>Prefill MFU (%)</source>
        <translation>MFU du prefill (%)</translation>
    </message>
    <message>
        <source>Decode MFU (%)</source>
        <translation>MFU du décodage (%)</translation>
    </message>
    <message>
        <source>Decode bandwidth (%)</source>
        <translation>Bande passante au décodage (%)</translation>
    </message>
    <message>
        <source>Large GEMMs (%)</source>
        <translation>Grands GEMM (%)</translation>
    </message>
    <message>
        <source>Collectives (% of link)</source>
        <translation>Collectives (% du lien)</translation>
    </message>
    <message>
        <source>Overlap with compute (%)</source>
        <translation>Recouvrement avec le calcul (%)</translation>
    </message>
    <message>
        <source>ROCm slowdown (×)</source>
        <translation>Ralentissement ROCm (×)</translation>
    </message>
    <message>
        <source>Other stacks slowdown (×)</source>
        <translation>Ralentissement autres piles (×)</translation>
    </message>
    <message>
        <source>Ownership costs</source>
        <translation>Coûts de possession</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power drawn (% of TDP)</source>
        <translation>Puissance consommée (% du TDP)</translation>
    </message>
    <message>
        <source>Maintenance (% a year)</source>
        <translation>Maintenance (% par an)</translation>
    </message>
    <message>
        <source>Resale value (%)</source>
        <translation>Valeur de revente (%)</translation>
    </message>
    <message>
        <source>Rented GPU</source>
        <translation>GPU loué</translation>
    </message>
    <message>
        <source>Recommendation constraints</source>
        <translation>Contraintes de la recommandation</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>GPU au maximum</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Acheter ou louer</translation>
    </message>
    <message>
        <source>Deadline per job (h)</source>
        <translation>Délai par tâche (h)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Try every GPU count</source>
        <translation>Essayer chaque nombre de GPU</translation>
    </message>
    <message>
        <source>GPU counts tried</source>
        <translation>Nombres de GPU essayés</translation>
    </message>
    <message>
        <source>Candidates listed</source>
        <translation>Candidats listés</translation>
    </message>
    <message>
        <source>Weights per GPTQ/AWQ quantization group; each group adds a 16-bit scale and zero point (group 128: 4.25 bits per weight)</source>
        <translation>Poids par groupe de quantification GPTQ/AWQ ; chaque groupe ajoute une échelle et un zéro en 16 bits (groupe de 128 : 4,25 bits par poids)</translation>
    </message>
    <message>
        <source>Storage of the LoRA adapters and their gradients (PEFT keeps them in fp32)</source>
        <translation>Stockage des adaptateurs LoRA et de leurs gradients (PEFT les garde en fp32)</translation>
    </message>
    <message>
        <source>Memory the CUDA context and the framework take on each GPU before the model (PyTorch measures 0.3 to 0.7 GB)</source>
        <translation>Mémoire prise sur chaque GPU par le contexte CUDA et le framework avant le modèle (PyTorch mesure 0,3 à 0,7 GB)</translation>
    </message>
    <message>
        <source>Share of the model&apos;s memory the caching allocator loses to fragmentation</source>
        <translation>Part de la mémoire du modèle que l’allocateur à cache perd en fragmentation</translation>
    </message>
    <message>
        <source>Share of the peak reached while processing the prompt (one large forward pass)</source>
        <translation>Part du pic atteinte pendant le traitement du prompt (une grande passe avant)</translation>
    </message>
    <message>
        <source>Share of the peak reached by the compute side of batched decoding</source>
        <translation>Part du pic atteinte par la partie calcul du décodage par lots</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth a decode step reaches (about 75 % measured)</source>
        <translation>Part de la bande passante mémoire atteinte par un pas de décodage (environ 75 % mesurés)</translation>
    </message>
    <message>
        <source>Share of the peak reached by large matrix products (an A800 reaches 69 % in FP16)</source>
        <translation>Part du pic atteinte par les grands produits matriciels (un A800 atteint 69 % en FP16)</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth as a share of the link&apos;s rate per direction (67 to 82 % measured on 8 GPUs)</source>
        <translation>Bande passante de bus NCCL en part du débit du lien par sens (67 à 82 % mesurés sur 8 GPU)</translation>
    </message>
    <message>
        <source>Share of the data-parallel gradient traffic hidden behind the backward pass</source>
        <translation>Part du trafic de gradients data-parallel masquée derrière la passe arrière</translation>
    </message>
    <message>
        <source>Compute time on AMD GPUs (ROCm) relative to CUDA: the guide measures 1.5×</source>
        <translation>Temps de calcul sur GPU AMD (ROCm) par rapport à CUDA : le guide mesure 1,5×</translation>
    </message>
    <message>
        <source>Compute time on other software stacks (Intel Gaudi…) relative to CUDA</source>
        <translation>Temps de calcul sur les autres piles logicielles (Intel Gaudi…) par rapport à CUDA</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the room&apos;s power over the GPUs&apos; power (1 at home or in an office, 1.1 to 1.6 in a data centre)</source>
        <translation>Indicateur d’efficacité énergétique : puissance de la salle sur puissance des GPU (1 à domicile ou au bureau, 1,1 à 1,6 en centre de données)</translation>
    </message>
    <message>
        <source>Average power drawn while working, as a share of the GPU&apos;s TDP (an RTX 4090 draws 380 of its 450 W)</source>
        <translation>Puissance moyenne consommée en travail, en part du TDP du GPU (une RTX 4090 consomme 380 de ses 450 W)</translation>
    </message>
    <message>
        <source>Maintenance, support and repairs each year, as a share of the purchase price</source>
        <translation>Maintenance, support et réparations chaque année, en part du prix d’achat</translation>
    </message>
    <message>
        <source>What the GPUs sell for at the end of the horizon, as a share of their price</source>
        <translation>Prix de revente des GPU à la fin de l’horizon, en part de leur prix</translation>
    </message>
    <message>
        <source>Compare buying with renting another GPU (the cloud offers follow it)</source>
        <translation>Comparer l’achat à la location d’un autre GPU (les offres cloud suivent)</translation>
    </message>
    <message>
        <source>Candidates that cost more over the horizon are left out; empty: no limit</source>
        <translation>Les candidats qui coûtent plus sur l’horizon sont écartés ; vide : sans limite</translation>
    </message>
    <message>
        <source>The largest GPU count the recommendation tries</source>
        <translation>Le plus grand nombre de GPU que la recommandation essaie</translation>
    </message>
    <message>
        <source>Whether the recommendation buys, rents or compares both</source>
        <translation>Si la recommandation achète, loue ou compare les deux</translation>
    </message>
    <message>
        <source>Candidates slower than this per job are left out; empty: no deadline</source>
        <translation>Les candidats plus lents que cela par tâche sont écartés ; vide : sans délai</translation>
    </message>
    <message>
        <source>Also 3, 5, 6, 7… GPUs, not only 1, 2, 4, 8… (a longer sweep)</source>
        <translation>Aussi 3, 5, 6, 7… GPU, pas seulement 1, 2, 4, 8… (un balayage plus long)</translation>
    </message>
    <message>
        <source>How many candidates the ranking lists</source>
        <translation>Combien de candidats le classement liste</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>Précision mixte</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>bf16 pur</translation>
    </message>
    <message>
        <source>Full fp32</source>
        <translation>fp32 complet</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Buy only</source>
        <translation>Achat seulement</translation>
    </message>
    <message>
        <source>Rent only</source>
        <translation>Location seulement</translation>
    </message>
    <message>
        <source>must be above %1 and at most %2, got %3</source>
        <translation>doit être supérieur à %1 et au plus %2, reçu %3</translation>
    </message>
    <message>
        <source>Same GPU as bought</source>
        <translation>Le même GPU que l’achat</translation>
    </message>
    <message>
        <source>Budget (%1)</source>
        <translation>Budget (%1)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>the smallest that holds the GPUs</source>
        <translation>le plus petit qui accueille les GPUs</translation>
    </message>
    <message>
        <source>Price of one system</source>
        <translation>Prix d’un système</translation>
    </message>
    <message>
        <source>the catalog&apos;s system</source>
        <translation>le système du catalogue</translation>
    </message>
    <message>
        <source>Price of one system (%1)</source>
        <translation>Prix d’un système (%1)</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>Classer par</translation>
    </message>
    <message>
        <source>Cheapest that meets the deadline</source>
        <translation>Le moins cher dans le délai</translation>
    </message>
    <message>
        <source>Fastest within the budget</source>
        <translation>Le plus rapide dans le budget</translation>
    </message>
    <message>
        <source>Most work for the money</source>
        <translation>Le plus de travail pour l’argent</translation>
    </message>
    <message>
        <source>Cheapest that serves the traffic at the targets</source>
        <translation>La moins chère qui sert le trafic aux objectifs</translation>
    </message>
    <message>
        <source>Automatic: serving, else fastest within the budget, else cheapest</source>
        <translation>Automatique&#xa0;: service, sinon la plus rapide dans le budget, sinon la moins chère</translation>
    </message>
    <message>
        <source>What the first candidate answers: the least cost, the shortest time per job within the budget, the most jobs per unit of money over the horizon, or (an inference model served to users, see the Serving tab) the least cost a month that serves the traffic at the latency targets. Automatic ranks by serving when the Serving tab sets users or a request rate for an inference model</source>
        <translation>Ce que le premier candidat indique&#xa0;: le coût le plus bas, le temps par tâche le plus court dans le budget, le plus de tâches par unité d’argent sur l’horizon, ou (un modèle d’inférence servi à des utilisateurs, voir l’onglet Service) le coût mensuel le plus bas qui sert le trafic aux objectifs de latence. Automatique classe par service quand l’onglet Service fixe des utilisateurs ou un débit de requêtes pour un modèle d’inférence</translation>
    </message>
    <message>
        <source>FP8 matmuls (torchao Float8, Transformer Engine)</source>
        <translation>Produits matriciels FP8 (torchao Float8, Transformer Engine)</translation>
    </message>
    <message>
        <source>How training stores weights, gradients and optimizer states: mixed precision keeps fp32 master weights (16 bytes per parameter with AdamW), pure bf16 does not (8), full fp32 takes 16 and 4-byte activations; FP8 runs the matmuls at the GPU&apos;s fp8 peak and stores as mixed precision (needs fp8 tensor cores)</source>
        <translation>Comment l’entraînement stocke poids, gradients et états de l’optimiseur : la précision mixte garde des poids maîtres fp32 (16 octets par paramètre avec AdamW), le bf16 pur non (8), le fp32 complet prend 16 octets et des activations sur 4 octets ; le FP8 exécute les produits matriciels au pic fp8 du GPU et stocke comme la précision mixte (demande des cœurs tensoriels fp8)</translation>
    </message>
    <message>
        <source>Sustained share of the bf16 peak a datacenter GPU reaches in training: 58 %, the median of 23 published torchtitan and torchtune runs; consumer cards and FP8 matmuls scale it by their own published runs</source>
        <translation>Part soutenue du pic bf16 qu’un GPU de centre de données atteint à l’entraînement : 58 %, la médiane de 23 exécutions publiées de torchtitan et torchtune ; les cartes grand public et les produits matriciels FP8 l’ajustent selon leurs propres exécutions publiées</translation>
    </message>
    <message>
        <source>%1 %2, %3, %4: %5 for %6</source>
        <translation>%1 %2, %3, %4&#xa0;: %5 pour %6</translation>
    </message>
    <message>
        <source>Per-op selective (torchtitan)</source>
        <translation>Sélectif par opération (torchtitan)</translation>
    </message>
    <message>
        <source>Loss computation</source>
        <translation>Calcul de la perte</translation>
    </message>
    <message>
        <source>fp32 logits</source>
        <translation>Logits en fp32</translation>
    </message>
    <message>
        <source>Upcast to fp32 (Hugging Face, torchtitan)</source>
        <translation>Conversion en fp32 (Hugging Face, torchtitan)</translation>
    </message>
    <message>
        <source>Chunked (torchtune)</source>
        <translation>Par morceaux (torchtune)</translation>
    </message>
    <message>
        <source>Fused (compiled loss)</source>
        <translation>Fusionnée (perte compilée)</translation>
    </message>
    <message>
        <source>The bytes the logits take at the memory peak: one fp32 copy; 16-bit logits with their fp32 copy and fp32 log-softmax kept for backward (F.cross_entropy on logits.float()); one chunk&apos;s fp32 work at a time (torchtune&apos;s chunked cross-entropy); or a compiled loss that keeps the 16-bit logits and their gradient only</source>
        <translation>Les octets que prennent les logits au pic de mémoire : une copie fp32 ; des logits 16 bits avec leur copie fp32 et le log-softmax fp32 gardés pour la rétropropagation (F.cross_entropy sur logits.float()) ; le travail fp32 d’un seul morceau à la fois (l’entropie croisée par morceaux de torchtune) ; ou une perte compilée qui ne garde que les logits 16 bits et leur gradient</translation>
    </message>
    <message>
        <source>Per-op selective, compiled (torchtitan + torch.compile)</source>
        <translation>Sélectif par opération, compilé (torchtitan + torch.compile)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ServingInputs</name>
    <message>
        <source>The serving engine: how it lays out the memory and how fast it runs</source>
        <translation>Le moteur de service : comment il répartit la mémoire et à quelle vitesse il tourne</translation>
    </message>
    <message>
        <source>The share of the GPU memory the engine may use (vLLM&apos;s --gpu-memory-utilization): the weights, one step&apos;s activations and the KV cache</source>
        <translation>La part de la mémoire du GPU que le moteur peut utiliser (--gpu-memory-utilization de vLLM) : les poids, les activations d’une étape et le cache KV</translation>
    </message>
    <message>
        <source>GPUs per replica (tensor parallel); the scenario&apos;s GPUs over this make the replicas</source>
        <translation>GPU par réplique (parallélisme de tenseurs) ; les GPU du scénario divisés par ce nombre donnent les répliques</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Utilisateurs simultanés</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Requêtes par seconde</translation>
    </message>
    <message>
        <source>Concurrent users each wait for an answer, then ask again; requests per second arrive at random (Poisson)</source>
        <translation>Chaque utilisateur simultané attend sa réponse puis redemande ; les requêtes par seconde arrivent au hasard (Poisson)</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Time to first token at the 95th percentile</source>
        <translation>Délai jusqu’au premier jeton au 95e centile</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> jetons/s</translation>
    </message>
    <message>
        <source>Tokens per second each user sees (1000 / time per output token in ms)</source>
        <translation>Jetons par seconde que voit chaque utilisateur (1000 / temps par jeton généré en ms)</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Moteur</translation>
    </message>
    <message>
        <source>GPU memory &amp;use</source>
        <translation>&amp;Part de mémoire GPU</translation>
    </message>
    <message>
        <source>GPUs per re&amp;plica</source>
        <translation>GPU par ré&amp;plique</translation>
    </message>
    <message>
        <source>T&amp;raffic</source>
        <translation>T&amp;rafic</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>First token &amp;within</source>
        <translation>Premier jeton &amp;sous</translation>
    </message>
    <message>
        <source>Speed per &amp;user</source>
        <translation>Vitesse par &amp;utilisateur</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>moteur</translation>
    </message>
    <message>
        <source>GPU memory use</source>
        <translation>part de mémoire GPU</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPU par réplique</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>trafic</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>jetons de requête</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>jetons de réponse</translation>
    </message>
    <message>
        <source>time to first token target</source>
        <translation>objectif de délai du premier jeton</translation>
    </message>
    <message>
        <source>speed per user target</source>
        <translation>objectif de vitesse par utilisateur</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>model&apos;s</source>
        <translation>du modèle</translation>
    </message>
    <message>
        <source>The longest request the engine admits (vLLM&apos;s --max-model-len): a model&apos;s full context may not fit in the KV cache, which then holds not even one request. The model&apos;s: %L1 tokens</source>
        <translation>La plus longue requête qu’admet le moteur (--max-model-len de vLLM)&#xa0;: le contexte entier d’un modèle peut ne pas tenir dans le cache KV, qui ne contient alors pas même une requête. Celui du modèle&#xa0;: %L1 jetons</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Contexte max.</translation>
    </message>
    <message>
        <source>max context</source>
        <translation>contexte max.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Non appliqué : %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ServingTab</name>
    <message>
        <source>Tokens/s per user</source>
        <translation>Jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>The model does not fit on these GPUs</source>
        <translation>Le modèle ne tient pas sur ces GPU</translation>
    </message>
    <message>
        <source>Monthly cost against monthly tokens</source>
        <translation>Coût mensuel selon les jetons du mois</translation>
    </message>
    <message>
        <source>No price for these GPUs in the catalog</source>
        <translation>Aucun prix pour ces GPU dans le catalogue</translation>
    </message>
    <message>
        <source>No results for this scenario.</source>
        <translation>Aucun résultat pour ce scénario.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 does not serve the model on %2:&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;%1 ne sert pas le modèle sur %2 :&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>On &lt;b&gt;%1&lt;/b&gt;, %2 keeps a KV cache of %3 per GPU: &lt;b&gt;%4 tokens&lt;/b&gt;, %5 requests of %6 tokens at once per replica (%7 at the 95th-percentile length).</source>
        <translation>Sur &lt;b&gt;%1&lt;/b&gt;, %2 garde un cache KV de %3 par GPU : &lt;b&gt;%4 jetons&lt;/b&gt;, %5 requêtes de %6 jetons à la fois par réplique (%7 à la longueur du 95e centile).</translation>
    </message>
    <message>
        <source>At this traffic: %1 tokens/s in all, &lt;b&gt;%2 tokens/s per user&lt;/b&gt;, first token in %3 (p95 &lt;b&gt;%4&lt;/b&gt;), %5 per output token (p95 %6).</source>
        <translation>À ce trafic : %1 jetons/s en tout, &lt;b&gt;%2 jetons/s par utilisateur&lt;/b&gt;, premier jeton en %3 (p95 &lt;b&gt;%4&lt;/b&gt;), %5 par jeton généré (p95 %6).</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1e7d32&apos;&gt;Meets the targets.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#1e7d32&apos;&gt;Atteint les objectifs.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b03a2e&apos;&gt;Misses: %1.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b03a2e&apos;&gt;Manque : %1.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 a month, %2 per million tokens (input %3, output %4).</source>
        <translation>%1 par mois, %2 par million de jetons (entrée %3, sortie %4).</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT p95</source>
        <translation>TPOT p95</translation>
    </message>
    <message>
        <source>KV tokens</source>
        <translation>Jetons KV</translation>
    </message>
    <message>
        <source>Up-front</source>
        <translation>À l’achat</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Par million de jetons</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
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
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Sequences decoding together (per replica)</source>
        <translation>Séquences décodées ensemble (par réplique)</translation>
    </message>
    <message>
        <source>%1 (this scenario)</source>
        <translation>%1 (ce scénario)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>%1: %2 sequences, %3</source>
        <translation>%1 : %2 séquences, %3</translation>
    </message>
    <message>
        <source>%1 ms per token</source>
        <translation>%1 ms par jeton</translation>
    </message>
    <message>
        <source>%1 tokens/s per user</source>
        <translation>%1 jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>Tokens a month (millions)</source>
        <translation>Jetons par mois (millions)</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>Coût par mois (%1)</translation>
    </message>
    <message>
        <source>Self-hosted: %1</source>
        <translation>Auto-hébergé : %1</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Point mort</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This scenario&apos;s month</source>
        <translation>Le mois de ce scénario</translation>
    </message>
    <message>
        <source>%1: %2 million tokens a month, %3</source>
        <translation>%1 : %2 millions de jetons par mois, %3</translation>
    </message>
    <message>
        <source>Speed per user against concurrency</source>
        <translation>Vitesse par utilisateur selon la concurrence</translation>
    </message>
    <message>
        <source>Time per output token against concurrency</source>
        <translation>Temps par jeton généré selon la concurrence</translation>
    </message>
    <message>
        <source>Tokens/s per user against concurrency</source>
        <translation>Jetons/s par utilisateur selon la concurrence</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>Calibrate to these runs</source>
        <translation>Étalonner sur ces essais</translation>
    </message>
    <message>
        <source>Remove the calibration</source>
        <translation>Retirer l&apos;étalonnage</translation>
    </message>
    <message>
        <source>Plan with the engine&apos;s own figures again (undoable)</source>
        <translation>Planifier de nouveau avec les chiffres propres du moteur (annulable)</translation>
    </message>
    <message>
        <source>Calibrate to measured runs</source>
        <translation>Étalonner sur des essais mesurés</translation>
    </message>
    <message>
        <source>Calibrating…</source>
        <translation>Étalonnage…</translation>
    </message>
    <message>
        <source>Per replica: sequences decoding (curves), users (runs)</source>
        <translation>Par réplique&#xa0;: séquences en décodage (courbes), utilisateurs (essais)</translation>
    </message>
</context>
<context>
    <name>gpuplan::gui::ThroughputTab</name>
    <message>
        <source>No GPU fits this workload</source>
        <translation>Aucun GPU ne convient à cette charge</translation>
    </message>
    <message>
        <source>%1 on %2: %3 tokens/s</source>
        <translation>%1 sur %2 : %3 jetons/s</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Decode, whole batch (tokens/s)</source>
        <translation>Décodage, batch entier (jetons/s)</translation>
    </message>
    <message>
        <source>Decode, per sequence (tokens/s)</source>
        <translation>Décodage, par séquence (jetons/s)</translation>
    </message>
    <message>
        <source>Prefill (s)</source>
        <translation>Prefill (s)</translation>
    </message>
    <message>
        <source>Training step (s)</source>
        <translation>Pas d’entraînement (s)</translation>
    </message>
    <message>
        <source>Training (tokens/s)</source>
        <translation>Entraînement (jetons/s)</translation>
    </message>
    <message>
        <source>Communication (% of step)</source>
        <translation>Communication (% du pas)</translation>
    </message>
    <message>
        <source>Time per job (h)</source>
        <translation>Durée par tâche (h)</translation>
    </message>
    <message>
        <source>Peak used</source>
        <translation>Crête utilisée</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
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
        <source>No throughput for the scenario&apos;s GPU (the catalog lacks its peak figures).</source>
        <translation>Pas de débit pour le GPU du scénario (le catalogue n’a pas ses performances crête).</translation>
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
        <source>Training throughput (tokens/s)</source>
        <translation>Débit d’entraînement (jetons/s)</translation>
    </message>
    <message>
        <source>Decode throughput (tokens/s)</source>
        <translation>Débit de décodage (jetons/s)</translation>
    </message>
    <message>
        <source>Tokens trained per second</source>
        <translation>Jetons entraînés par seconde</translation>
    </message>
    <message>
        <source>Tokens generated per second</source>
        <translation>Jetons générés par seconde</translation>
    </message>
    <message>
        <source>Fastest GPUs that fit (select rows to compare others)</source>
        <translation>GPUs les plus rapides qui tiennent (sélectionnez des lignes pour en comparer d’autres)</translation>
    </message>
    <message>
        <source>Selected GPUs</source>
        <translation>GPUs sélectionnés</translation>
    </message>
    <message>
        <source>On the scenario&apos;s GPU (%1, %2): &lt;b&gt;%3 tokens/s&lt;/b&gt; %4; a job cannot be timed: %5.</source>
        <translation>Sur le GPU du scénario (%1, %2)&#xa0;: &lt;b&gt;%3 jetons/s&lt;/b&gt; %4&#xa0;; la durée d’une tâche ne peut pas être estimée&#xa0;: %5.</translation>
    </message>
    <message>
        <source>On the scenario&apos;s GPU (%1, %2): &lt;b&gt;%3 tokens/s&lt;/b&gt; %4; one job takes &lt;b&gt;%5&lt;/b&gt;; %6.</source>
        <translation>Sur le GPU du scénario (%1, %2)&#xa0;: &lt;b&gt;%3 jetons/s&lt;/b&gt; %4&#xa0;; une tâche prend &lt;b&gt;%5&lt;/b&gt;&#xa0;; %6.</translation>
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
        <source>the scenario&apos;s rate</source>
        <translation>tarif du scénario</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <translation>%1 (%2)&#xa0;: %3 en %4, batch de %5 × %6 jetons</translation>
    </message>
    <message>
        <source>; a job is %1 examples × %2 epoch(s)</source>
        <translation> ; une tâche = %1 exemples × %2 époque(s)</translation>
    </message>
    <message>
        <source>; a job is %1 requests of %2 generated tokens</source>
        <translation> ; une tâche = %1 requêtes de %2 jetons générés</translation>
    </message>
    <message>
        <source>%1 h of work a month over %2 months</source>
        <translation>%1&#xa0;h de travail par mois sur %2 mois</translation>
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
        <source>Buy %1 × %2, total over %3 months</source>
        <translation>Achat de %1 × %2, total sur %3 mois</translation>
    </message>
    <message>
        <source>Rent (%1), total over %2 months</source>
        <translation>Location (%1), total sur %2 mois</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Point mort</translation>
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
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Memory per GPU by component, against capacity</source>
        <translation>Mémoire par GPU par poste, face à la capacité</translation>
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
        <translation>Jetons/s par séquence</translation>
    </message>
    <message>
        <source>Table: %1 under each strategy. Communication per step is before overlap with compute (in bold: the scenario&apos;s layout).</source>
        <translation>Tableau&#xa0;: %1 avec chaque stratégie. La communication par pas est comptée avant recouvrement par le calcul (en gras&#xa0;: la répartition du scénario).</translation>
    </message>
    <message>
        <source>Table: %1 under each strategy; a decode step generates one token per sequence (in bold: the scenario&apos;s layout).</source>
        <translation>Tableau&#xa0;: %1 avec chaque stratégie&#xa0;; un pas de décodage génère un jeton par séquence (en gras&#xa0;: la répartition du scénario).</translation>
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
        <translation>1&#xa0;GB</translation>
    </message>
    <message>
        <source>10 GB</source>
        <translation>10&#xa0;GB</translation>
    </message>
    <message>
        <source>100 GB</source>
        <translation>100&#xa0;GB</translation>
    </message>
    <message>
        <source>Transfer size (GB)</source>
        <translation>Taille du transfert (GB)</translation>
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
        <translation>Débit d’entraînement (jetons/s)</translation>
    </message>
    <message>
        <source>Decode throughput (tokens/s)</source>
        <translation>Débit de décodage (jetons/s)</translation>
    </message>
    <message>
        <source>Tokens trained per second</source>
        <translation>Jetons entraînés par seconde</translation>
    </message>
    <message>
        <source>Tokens generated per second</source>
        <translation>Jetons générés par seconde</translation>
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
        <translation>Jetons/s</translation>
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
        <translation>Tableau&#xa0;: jetons entraînés par seconde, durée d’un pas de l’optimiseur, part du pas passée en communication non recouverte et durée par tâche, sur chaque GPU (ceux qui conviennent d’abord).</translation>
    </message>
    <message>
        <source>Table: tokens generated per second (whole batch), per sequence, prompt processing time and time per job, on each GPU (fitting ones first).</source>
        <translation>Tableau&#xa0;: jetons générés par seconde (batch entier), par séquence, durée de traitement du prompt et durée par tâche, sur chaque GPU (ceux qui conviennent d’abord).</translation>
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
        <translation>Figure 4&#xa0;: coût cumulé par mois&#xa0;; le point marque le point mort, mois %1.</translation>
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
        <source>Electricity per month</source>
        <translation>Électricité par mois</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>Maintenance par an</translation>
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
        <source>MLC-LLM decodes Llama-2-7B 4-bit at 191 tokens/s on an RTX 4090, about 74% of 1008 GB/s (github.com/mlc-ai/llm-perf-bench pull request 1); STREAM-like copies reach 89–92%.</source>
        <translation>MLC-LLM décode Llama-2-7B en 4 bits à 191&#xa0;jetons/s sur une RTX 4090, environ 74&#xa0;% de 1008&#xa0;GB/s (github.com/mlc-ai/llm-perf-bench, pull request 1)&#xa0;; des copies de type STREAM atteignent 89–92&#xa0;%.</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>Efficacité GEMM</translation>
    </message>
    <message>
        <source>An A800 reaches 215 of 312 TFLOPS in FP16 (github.com/mli/transformers-benchmarks issue 4).</source>
        <translation>Une A800 atteint 215 des 312&#xa0;TFLOPS en FP16 (github.com/mli/transformers-benchmarks, ticket 4).</translation>
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
        <source>nccl-tests: 8× H100 SXM 370 of 450 GB/s (82%), 8× A100 SXM4 200 of 300 GB/s (67%) (github.com/NVIDIA/nccl-tests issues 212 and 149).</source>
        <translation>nccl-tests&#xa0;: 8× H100 SXM 370 sur 450&#xa0;GB/s (82&#xa0;%), 8× A100 SXM4 200 sur 300&#xa0;GB/s (67&#xa0;%) (github.com/NVIDIA/nccl-tests, tickets 212 et 149).</translation>
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
        <source>Table: efficiencies and rates of the models, with the publication each default comes from. &quot;The guide&quot; is &quot;GPU pour l&apos;IA : Guide complet NVIDIA vs AMD en 2026&quot;.</source>
        <translation>Tableau&#xa0;: efficacités et taux des modèles, avec la publication d’où vient chaque valeur par défaut. «&#xa0;Le guide&#xa0;» est «&#xa0;GPU pour l’IA : Guide complet NVIDIA vs AMD en 2026&#xa0;».</translation>
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
        <source>Memory: framework buffers beyond the CUDA context, the fragmentation margin and FSDP&apos;s collective stream pools, NCCL&apos;s own buffers, and data-loader memory on the host.</source>
        <translation>Mémoire&#xa0;: les tampons du framework au-delà du contexte CUDA, de la marge de fragmentation et des réserves des flux des collectives de FSDP, les tampons propres à NCCL et la mémoire du chargeur de données sur l’hôte.</translation>
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
        <source>No purchase price or cloud rate was needed.</source>
        <translation>Aucun prix d’achat ni tarif cloud n’a été nécessaire.</translation>
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
        <source>; buying does not pay off even in use all 744 hours of a month.</source>
        <translation>&#xa0;; l’achat n’est pas rentable même utilisé les 744 heures d’un mois.</translation>
    </message>
    <message>
        <source>none within %1 months: a month has only 744 hours</source>
        <translation>aucun en %1 mois : un mois n’a que 744 heures</translation>
    </message>
    <message>
        <source>Tensors (allocator peak)</source>
        <translation>Tenseurs (pic de l’allocateur)</translation>
    </message>
    <message>
        <source>Device memory used (nvidia-smi)</source>
        <translation>Mémoire utilisée sur le GPU (nvidia-smi)</translation>
    </message>
    <message>
        <source>Memory by component (GB = 10⁹ bytes). The allocator peak is what torch.cuda.max_memory_allocated() reports; the device figure adds the CUDA context and the allocator&apos;s reserve, and decides whether it fits.</source>
        <translation>Mémoire par poste (GB = 10⁹ octets). Le pic de l’allocateur est ce que rapporte torch.cuda.max_memory_allocated()&#xa0;; le chiffre du GPU y ajoute le contexte CUDA et la réserve de l’allocateur, et décide si cela tient.</translation>
    </message>
    <message>
        <source>System(s), up front</source>
        <translation>Système(s), à l’achat</translation>
    </message>
    <message>
        <source>%1: in the GPUs&apos; price</source>
        <translation>%1&#xa0;: dans le prix des GPU</translation>
    </message>
    <message>
        <source>none counted: the GPU&apos;s price stands for its share of a system</source>
        <translation>aucun compté&#xa0;: le prix du GPU tient lieu de sa part d’un système</translation>
    </message>
    <message>
        <source>The list is ranked by cost (objective: cheapest). The cheapest option is %1 (%2): %3 over %4 months, %5 per job.</source>
        <translation>La liste est classée par coût (objectif&#xa0;: le moins cher). L’option la moins chère est %1 (%2)&#xa0;: %3 sur %4 mois, %5 par tâche.</translation>
    </message>
    <message>
        <source>The list is ranked by time per job (objective: fastest%1). The fastest option is %2 (%3): %4 per job, %5 over %6 months.</source>
        <translation>La liste est classée par durée par tâche (objectif&#xa0;: le plus rapide%1). L’option la plus rapide est %2 (%3)&#xa0;: %4 par tâche, %5 sur %6 mois.</translation>
    </message>
    <message>
        <source> within a budget of %1</source>
        <translation> dans un budget de %1</translation>
    </message>
    <message>
        <source>The list is ranked by work for the money (objective: value). The option with the most work for the money is %1 (%2): %3 jobs per 1,000 %4 over %5 months, %6 per job.</source>
        <translation>La liste est classée par travail pour l’argent (objectif&#xa0;: rendement). L’option qui fait le plus de travail pour l’argent est %1 (%2)&#xa0;: %3 tâches pour 1 000 %4 sur %5 mois, %6 par tâche.</translation>
    </message>
    <message>
        <source>%1 would need %2 h of work a month, more than the 744 h a month has: %3 × %4 are proposed instead.</source>
        <translation>%1 demanderait %2 h de travail par mois, plus que les 744 h d’un mois&#xa0;: %3 × %4 sont proposés à la place.</translation>
    </message>
    <message>
        <source>%1 would need %2 h of work a month, more than the 744 h a month has, and no count up to %3 GPUs can do it.</source>
        <translation>%1 demanderait %2 h de travail par mois, plus que les 744 h d’un mois, et aucun nombre jusqu’à %3 GPU ne le peut.</translation>
    </message>
    <message>
        <source>%1. Detected hardware vs catalog</source>
        <translation>%1. Matériel détecté et catalogue</translation>
    </message>
    <message>
        <source>7. Serving</source>
        <translation>7. Service</translation>
    </message>
    <message>
        <source>%1 requests per second</source>
        <translation>%1 requêtes par seconde</translation>
    </message>
    <message>
        <source>one user at a time</source>
        <translation>un utilisateur à la fois</translation>
    </message>
    <message>
        <source>%1 concurrent users</source>
        <translation>%1 utilisateurs simultanés</translation>
    </message>
    <message>
        <source>%1, each request %2 prompt tokens and %3 output tokens</source>
        <translation>%1, chaque requête de %2 jetons en entrée et %3 jetons en sortie</translation>
    </message>
    <message>
        <source>first token within %1 at the 95th percentile</source>
        <translation>premier jeton sous %1 au 95e centile</translation>
    </message>
    <message>
        <source>%1 tokens/s per user (%2 per output token)</source>
        <translation>%1 jetons/s par utilisateur (%2 par jeton généré)</translation>
    </message>
    <message>
        <source>no latency target</source>
        <translation>aucun objectif de latence</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Traffic: %1; targets: %2.</source>
        <translation>Trafic : %1 ; objectifs : %2.</translation>
    </message>
    <message>
        <source>%1 does not serve the model on the scenario&apos;s GPUs (%2): %3</source>
        <translation>%1 ne sert pas le modèle sur les GPU du scénario (%2) : %3</translation>
    </message>
    <message>
        <source>On the scenario&apos;s GPUs (%1), %2 keeps a KV cache of %3 tokens per replica: %4 requests of %5 tokens at once (%6 at the 95th-percentile length). At the traffic: %7 tokens/s in all, %8 tokens/s per user, first token in %9 (p95 %10), %11 per output token (p95 %12). %13</source>
        <translation>Sur les GPU du scénario (%1), %2 garde un cache KV de %3 jetons par réplique : %4 requêtes de %5 jetons à la fois (%6 à la longueur du 95e centile). À ce trafic : %7 jetons/s en tout, %8 jetons/s par utilisateur, premier jeton en %9 (p95 %10), %11 par jeton généré (p95 %12). %13</translation>
    </message>
    <message>
        <source>It meets the targets.</source>
        <translation>Il atteint les objectifs.</translation>
    </message>
    <message>
        <source>It misses them: %1.</source>
        <translation>Il les manque : %1.</translation>
    </message>
    <message>
        <source>Device memory the engine sees (per GPU)</source>
        <translation>Mémoire que voit le moteur (par GPU)</translation>
    </message>
    <message>
        <source>Its share for the engine</source>
        <translation>Sa part pour le moteur</translation>
    </message>
    <message>
        <source>%1 (gpu_memory_utilization %2)</source>
        <translation>%1 (gpu_memory_utilization %2)</translation>
    </message>
    <message>
        <source>Weights (this GPU&apos;s share)</source>
        <translation>Poids (la part de ce GPU)</translation>
    </message>
    <message>
        <source>Activation peak of one scheduler step</source>
        <translation>Pic d’activations d’une étape de l’ordonnanceur</translation>
    </message>
    <message>
        <source>Outside PyTorch (CUDA graphs, NCCL buffers)</source>
        <translation>Hors de PyTorch (graphes CUDA, tampons NCCL)</translation>
    </message>
    <message>
        <source>%1 = %2 tokens</source>
        <translation>%1 = %2 jetons</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPUs are not evaluated: %1</source>
        <translation>Les GPU du scénario ne sont pas évalués : %1</translation>
    </message>
    <message>
        <source>No search over the catalog: %1</source>
        <translation>Pas de recherche dans le catalogue : %1</translation>
    </message>
    <message>
        <source>The cheapest option that meets the targets: %1, %2 a month, %3 per million tokens (input %4, output %5).</source>
        <translation>L’option la moins chère qui atteint les objectifs : %1, %2 par mois, %3 par million de jetons (entrée %4, sortie %5).</translation>
    </message>
    <message>
        <source>No option of the catalog meets the targets. %1</source>
        <translation>Aucune option du catalogue n’atteint les objectifs. %1</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT p95</source>
        <translation>TPOT p95</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>Up-front</source>
        <translation>À l’achat</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Par million de jetons</translation>
    </message>
    <message>
        <source> (misses a target)</source>
        <translation> (manque un objectif)</translation>
    </message>
    <message>
        <source>Table: the %1 cheapest of %2 options evaluated, those that meet the targets first.</source>
        <translation>Tableau : les %1 moins chères des %2 options évaluées, celles qui atteignent les objectifs d’abord.</translation>
    </message>
    <message>
        <source>The catalog has no API price for this model.</source>
        <translation>Le catalogue n’a aucun prix d’API pour ce modèle.</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Input / M</source>
        <translation>Entrée / M</translation>
    </message>
    <message>
        <source>Output / M</source>
        <translation>Sortie / M</translation>
    </message>
    <message>
        <source>At the traffic / M</source>
        <translation>Au trafic / M</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>Self-hosting cheaper above</source>
        <translation>Auto-hébergement moins cher au-delà de</translation>
    </message>
    <message>
        <source>Price of</source>
        <translation>Prix du</translation>
    </message>
    <message>
        <source>never (the API costs less than the electricity)</source>
        <translation>jamais (l’API coûte moins que l’électricité)</translation>
    </message>
    <message>
        <source> (beyond what it can serve)</source>
        <translation> (au-delà de ce qu’il peut servir)</translation>
    </message>
    <message>
        <source>Table: the APIs&apos; prices per million tokens, converted to %1, against the option above; sources in the catalog&apos;s API prices.</source>
        <translation>Tableau : les prix des API par million de jetons, convertis en %1, face à l’option ci-dessus ; sources dans les prix d’API du catalogue.</translation>
    </message>
    <message>
        <source>%1 × TP %2, %3, KV %4</source>
        <translation>%1 × TP %2, %3, KV %4</translation>
    </message>
    <message>
        <source>set in the scenario</source>
        <translation>fixé dans le scénario</translation>
    </message>
    <message>
        <source>%1&apos;s default, calibrated on a published run</source>
        <translation>valeur par défaut de %1, calibrée sur une mesure publiée</translation>
    </message>
    <message>
        <source>a generic assumption: no published run of %1 calibrates it</source>
        <translation>hypothèse générique&#xa0;: aucune mesure publiée de %1 ne la calibre</translation>
    </message>
    <message>
        <source>Decode: share of the memory bandwidth reached</source>
        <translation>Décodage&#xa0;: part de la bande passante mémoire atteinte</translation>
    </message>
    <message>
        <source>Prefill: share of the compute peak reached (MFU)</source>
        <translation>Préremplissage&#xa0;: part de la puissance de calcul crête atteinte (MFU)</translation>
    </message>
    <message>
        <source>%1 (first token %2)</source>
        <translation>%1 (premier jeton %2)</translation>
    </message>
    <message>
        <source>Ranked as the serving search ranks them (those that serve the traffic at the targets first, then the cheapest a month): the first is the recommendation.</source>
        <translation>Classées comme la recherche de service les classe (d’abord celles qui servent le trafic aux objectifs, puis la moins chère par mois)&#xa0;: la première est la recommandation.</translation>
    </message>
    <message>
        <source>The list is ranked by what serves the scenario&apos;s traffic (%1) at its targets (%2) for the least a month (objective: serving). The first option is %3 (%4): %5 over %6 months. Section 7 details it.</source>
        <translation>La liste est classée selon ce qui sert le trafic du scénario (%1) à ses objectifs (%2) pour le moins cher par mois (objectif&#xa0;: serving). La première option est %3 (%4)&#xa0;: %5 sur %6 mois. La section 7 la détaille.</translation>
    </message>
    <message>
        <source>Of %1 ways to serve the traffic (GPU × GPUs per replica × replicas × precision × KV precision, bought or rented), %2 meet the targets.</source>
        <translation>Sur %1 façons de servir le trafic (GPU × GPU par réplique × répliques × précision × précision KV, achetées ou louées), %2 atteignent les objectifs.</translation>
    </message>
    <message>
        <source>The option with the fastest first token on the cost/latency front, %1, answers within %2 at the 95th percentile for %3.</source>
        <translation>L’option au premier jeton le plus rapide sur le front coût/latence, %1, répond en moins de %2 au 95e centile pour %3.</translation>
    </message>
    <message>
        <source>On the scenario&apos;s hardware (%1, %2): %3 tokens/s %4; a job cannot be timed: %5.</source>
        <translation>Sur le matériel du scénario (%1, %2)&#xa0;: %3 jetons/s %4&#xa0;; la durée d’une tâche ne peut pas être estimée&#xa0;: %5.</translation>
    </message>
    <message>
        <source>On the scenario&apos;s GPUs (%1), %2 keeps a KV cache of %3 tokens per replica: %4 requests of %5 tokens at once (%6 at the 95th-percentile length). Its speed cannot be estimated: %7.</source>
        <translation>Sur les GPU du scénario (%1), %2 garde un cache KV de %3 jetons par réplique&#xa0;: %4 requêtes de %5 jetons à la fois (%6 à la longueur du 95e centile). Sa vitesse ne peut pas être estimée&#xa0;: %7.</translation>
    </message>
    <message>
        <source>Timed on a derived compute figure (no vendor publishes one; the catalog&apos;s GPU table says how each was worked out): %1.</source>
        <translation>Temps calculés sur un chiffre de calcul dérivé (aucun fabricant n’en publie ; la table des GPU du catalogue dit comment chacun a été établi) : %1.</translation>
    </message>
    <message>
        <source>%1 of the purchase (%2) a year</source>
        <translation>%1 de l’achat (%2) par an</translation>
    </message>
    <message>
        <source>Appendix: every option, fastest first</source>
        <translation>Annexe&#xa0;: toutes les options, de la plus rapide à la plus lente</translation>
    </message>
    <message>
        <source>Appendix: every option, most work for the money first</source>
        <translation>Annexe&#xa0;: toutes les options, de celle qui fait le plus de travail pour le prix à celle qui en fait le moins</translation>
    </message>
    <message>
        <source>Appendix: every way to serve the traffic, the cheapest that meets the targets first</source>
        <translation>Annexe&#xa0;: toutes les façons de servir le trafic, la moins chère qui tient les objectifs en premier</translation>
    </message>
    <message numerus="yes">
        <source>all %n fitting option(s)</source>
        <translation>
            <numerusform>l’option qui convient (%n)</numerusform>
            <numerusform>les %n options qui conviennent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n fastest of %1 fitting options</source>
        <translation>
            <numerusform>la plus rapide des %1 options qui conviennent</numerusform>
            <numerusform>les %n plus rapides des %1 options qui conviennent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n with the most work for the money of %1 fitting options</source>
        <translation>
            <numerusform>celle des %1 options qui conviennent qui fait le plus de travail pour le prix</numerusform>
            <numerusform>les %n des %1 options qui conviennent qui font le plus de travail pour le prix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %n of %1 ways to serve the traffic</source>
        <translation>
            <numerusform>la première des %1 façons de servir le trafic</numerusform>
            <numerusform>les %n premières des %1 façons de servir le trafic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n cheapest of %1 fitting options</source>
        <translation>
            <numerusform>la moins chère des %1 options qui conviennent</numerusform>
            <numerusform>les %n moins chères des %1 options qui conviennent</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%1 sur %2 mois</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Table: every catalog offer for the rented GPU, for %1.</source>
        <translation>Tableau&#xa0;: chaque offre du catalogue pour le GPU loué, pour %1.</translation>
    </message>
    <message>
        <source>%1 tokens a month%2</source>
        <translation>%1 de jetons par mois%2</translation>
    </message>
    <message>
        <source>Ranked fastest first within the budget: the first is the recommendation; costs at %1.</source>
        <translation>Classé du plus rapide au plus lent dans le budget&#xa0;: le premier est la recommandation&#xa0;; coûts à %1.</translation>
    </message>
    <message>
        <source>Ranked by work for the money (jobs over the horizon ÷ total cost): the first is the recommendation; costs at %1.</source>
        <translation>Classé par travail pour l’argent (tâches sur l’horizon ÷ coût total)&#xa0;: le premier est la recommandation&#xa0;; coûts à %1.</translation>
    </message>
    <message>
        <source>Ranked cheapest first: the first is the recommendation; costs at %1.</source>
        <translation>Classé du moins cher au plus cher&#xa0;: le premier est la recommandation&#xa0;; coûts à %1.</translation>
    </message>
    <message>
        <source>Each option is costed for the same work: %1, bought or rented for the hours that work takes on it.</source>
        <translation>Chaque option est chiffrée pour le même travail&#xa0;: %1, achetée ou louée pour les heures que ce travail lui demande.</translation>
    </message>
    <message>
        <source>On the scenario&apos;s hardware (%1, %2): %3 tokens/s %4; one job takes %5, i.e. %6 at the scenario&apos;s use.</source>
        <translation>Sur le matériel du scénario (%1, %2)&#xa0;: %3&#xa0;jetons/s %4&#xa0;; une tâche prend %5, soit %6 à l’utilisation du scénario.</translation>
    </message>
    <message>
        <source>Sustained share of the bf16 tensor peak on a datacenter GPU, recomputation and attention counted: the median of 23 published runs (torchtitan on H100 and A100, 2024; torchtune on A100, 2024). An RTX 4090 sustains 1.27 times it (torchtune, 2024-09); FP8 training (torchao Float8, Transformer Engine) 0.63 times it of the fp8 peak (torchtitan Float8 on H100, 2024-12); workstation cards are assumed to sustain it.</source>
        <translation>Part soutenue du pic tensoriel bf16 sur un GPU de centre de données, recalcul et attention comptés : la médiane de 23 exécutions publiées (torchtitan sur H100 et A100, 2024 ; torchtune sur A100, 2024). Une RTX 4090 en soutient 1,27 fois autant (torchtune, 2024-09) ; l’entraînement FP8 (torchao Float8, Transformer Engine) 0,63 fois autant du pic fp8 (torchtitan Float8 sur H100, 2024-12) ; les cartes de station de travail sont supposées en soutenir autant.</translation>
    </message>
    <message>
        <source>Renting %1: %2.</source>
        <translation>En louant %1 : %2.</translation>
    </message>
    <message>
        <source>%1 TFLOPS FP8 dense</source>
        <translation>%1&#xa0;TFLOPS FP8 dense</translation>
    </message>
    <message>
        <source>One tensor-parallel all-reduce on H100 as inference engines run it, fitted on 17 published times (vLLM pull requests 24111 and 24532, 2025-09); used when the catalog gives the link no latency.</source>
        <translation>Un all-reduce de parallélisme tensoriel sur H100 tel que les moteurs d’inférence l’exécutent, ajusté sur 17 temps publiés (pull requests 24111 et 24532 de vLLM, 2025-09) ; utilisé quand le catalogue ne donne pas de latence au lien.</translation>
    </message>
    <message>
        <source>Capacity (%1)</source>
        <translation>Capacité (%1)</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>Mémoire par GPU (%1)</translation>
    </message>
    <message>
        <source>Table: %1 (the scenario&apos;s constraints: at most %2). A rented option&apos;s time billed a job, start-up and the provider&apos;s minimum and increment included, follows its time in brackets.</source>
        <translation>Tableau&#xa0;: %1 (contraintes du scénario&#xa0;: au plus %2). Pour une option louée, la durée facturée par tâche, démarrage, minimum et incrément du fournisseur compris, suit sa durée entre parenthèses.</translation>
    </message>
    <message>
        <source>fitted to the team&apos;s measured runs, below</source>
        <translation>ajusté aux essais mesurés de l&apos;équipe, ci-dessous</translation>
    </message>
    <message>
        <source>Calibrated to the team&apos;s measured runs: %1&apos;s speed on %2 was fitted to %3 runs of %4 (%5). Decode reaches %6 of the memory bandwidth, prefill %7 of the compute peak (decode %8), and each step costs %9 more (%10 with a prefill chunk). Median error against the runs: TTFT %11 before, %12 after; TPOT %13 before, %14 after.</source>
        <translation>Étalonné sur les essais mesurés de l&apos;équipe&#xa0;: la vitesse de %1 sur %2 a été ajustée à %3 essais de %4 (%5). Le décodage atteint %6 de la bande passante mémoire, le préremplissage %7 du pic de calcul (décodage %8), et chaque étape coûte %9 de plus (%10 avec un bloc de préremplissage). Erreur médiane par rapport aux essais&#xa0;: TTFT %11 avant, %12 après&#xa0;; TPOT %13 avant, %14 après.</translation>
    </message>
    <message>
        <source>Measured run</source>
        <translation>Essai mesuré</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>TTFT measured</source>
        <translation>TTFT mesuré</translation>
    </message>
    <message>
        <source>TTFT modelled</source>
        <translation>TTFT modélisé</translation>
    </message>
    <message>
        <source>TPOT measured</source>
        <translation>TPOT mesuré</translation>
    </message>
    <message>
        <source>TPOT modelled</source>
        <translation>TPOT modélisé</translation>
    </message>
    <message>
        <source>%1 users</source>
        <translation>%1 utilisateurs</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 requêtes/s</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>toutes à la fois</translation>
    </message>
    <message>
        <source>Table: the team&apos;s measured runs of this engine, model, GPU, parallelism and precisions (lengths within 20 %), beside the planner&apos;s prediction of each run (its median where the run gives one, else its mean)%1.</source>
        <translation>Tableau&#xa0;: les essais mesurés de l&apos;équipe pour ce moteur, ce modèle, ce GPU, ce parallélisme et ces précisions (longueurs à 20&#xa0;% près), à côté de la prédiction du planificateur pour chaque essai (sa médiane quand l&apos;essai en donne une, sinon sa moyenne)%1.</translation>
    </message>
    <message>
        <source>, calibrated</source>
        <translation>, étalonné</translation>
    </message>
    <message>
        <source>1 user</source>
        <translation>1 utilisateur</translation>
    </message>
    <message>
        <source>Collectives&apos; stream pools (FSDP)</source>
        <translation>Réserves des flux des collectives (FSDP)</translation>
    </message>
</context>
<context>
    <name>gpuplan::text</name>
    <message>
        <source>Single GPU</source>
        <translation>Un seul GPU</translation>
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
        <source>Tensor parallel</source>
        <translation>Parallélisme tensoriel</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Parallélisme de pipeline</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybride</translation>
    </message>
    <message>
        <source>%1 + CPU offload</source>
        <translation>%1 + offload CPU</translation>
    </message>
    <message>
        <source>%1 + NVMe offload</source>
        <translation>%1 + offload NVMe</translation>
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
        <translation>%1, %2 GPUs</translation>
    </message>
    <message>
        <source>%1, %2 GPUs (%3 nodes × %4)</source>
        <translation>%1, %2 GPUs (%3 nœuds × %4)</translation>
    </message>
    <message>
        <source>NF4 (bitsandbytes 4-bit)</source>
        <translation>NF4 (bitsandbytes 4 bits)</translation>
    </message>
    <message>
        <source>NF4 + double quantization</source>
        <translation>NF4 + double quantification</translation>
    </message>
    <message>
        <source>Host to GPU copy (pinned)</source>
        <translation>Copie hôte vers GPU (mémoire verrouillée)</translation>
    </message>
    <message>
        <source>Host-&gt;GPU</source>
        <translation>Hôte-&gt;GPU</translation>
    </message>
    <message>
        <source>GPU to host copy (pinned)</source>
        <translation>Copie GPU vers hôte (mémoire verrouillée)</translation>
    </message>
    <message>
        <source>GPU-&gt;host</source>
        <translation>GPU-&gt;hôte</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>Bande passante mémoire du GPU</translation>
    </message>
    <message>
        <source>Memory BW</source>
        <translation>Débit mémoire</translation>
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
        <source>Inference</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>Fine-tuning LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>Fine-tuning QLoRA</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Fine-tuning complet</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>Pré-entraînement</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <comment>in a sentence</comment>
        <translation>fine-tuning LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <comment>in a sentence</comment>
        <translation>fine-tuning QLoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>fine-tuning complet</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>pré-entraînement</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>schema %1, defaults %2, edit %3</source>
        <translation>schéma %1, données par défaut %2, modification %3</translation>
    </message>
    <message>
        <source>FP8 block-scaled (128×128)</source>
        <translation>FP8 à échelle par bloc (128×128)</translation>
    </message>
    <message>
        <source>%1 × %2 (GPUs included)</source>
        <translation>%1 × %2 (GPU inclus)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 × the scenario&apos;s system price</source>
        <translation>%1 × le prix de système du scénario</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 (%1 replicas of TP %2)</source>
        <translation>%1 × %2 × %3 (%1 répliques en TP %2)</translation>
    </message>
    <message>
        <source>%1, %2, KV %3, %4</source>
        <translation>%1, %2, KV %3, %4</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>location</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>achat</translation>
    </message>
    <message>
        <source>The KV cache runs %1 requests at once: %2 users wait for a slot, each %3 before its prompt is read (counted in the time to first token).</source>
        <translation>Le cache KV traite %1 requêtes à la fois&#xa0;: %2 utilisateurs attendent une place, chacun %3 avant la lecture de son invite (compté dans le temps jusqu’au premier jeton).</translation>
    </message>
    <message>
        <source>Simulated step by step as %1&apos;s scheduler batches the requests: a request takes %2 end to end (p95 %3); the KV cache is at most %4 % full, with %5 preemptions a request.</source>
        <translation>Simulé pas à pas comme l&apos;ordonnanceur de %1 groupe les requêtes : une requête prend %2 de bout en bout (p95 %3) ; le cache KV est plein à %4 % au plus ; préemptions par requête : %5.</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 × %2 (GPUs included) + %1 × %3</source>
        <translation>%1 × %2 (GPU inclus) + %1 × %3</translation>
    </message>
    <message>
        <source>%1 × %2 (GPUs included, host not priced)</source>
        <translation>%1 × %2 (GPU inclus, hôte non compté)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
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
        <source>Optimizer states</source>
        <translation>États de l’optimiseur</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>CUDA context + reserve</source>
        <translation>Contexte CUDA + réserve</translation>
    </message>
    <message>
        <source>The engine runs %1 requests at once on average, its KV cache not full: %2 users wait in its queue for the scheduler, each %3 before its prompt is read (counted in the time to first token).</source>
        <translation>Le moteur traite %1 requêtes à la fois en moyenne, sans remplir son cache KV&#xa0;: %2 utilisateurs attendent dans sa file l’ordonnanceur, chacun %3 avant la lecture de son invite (compté dans le temps jusqu’au premier jeton).</translation>
    </message>
    <message>
        <source>No published run under load measures %1: its latencies are the step model&apos;s alone.</source>
        <translation>Aucune mesure publiée sous charge ne porte sur %1&#xa0;: ses latences sont celles du seul modèle de pas.</translation>
    </message>
    <message>
        <source>Accuracy: against %1 published runs of %2 sources, the simulated latencies are off by a median %3 (time to first token) and %4 (time per output token); runs of your own in the catalog calibrate them.</source>
        <translation>Précision&#xa0;: face à %1 mesures publiées de %2 sources, les latences simulées s’écartent en médiane de %3 (délai du premier jeton) et de %4 (temps par jeton de sortie)&#xa0;; vos propres mesures dans le catalogue les calibrent.</translation>
    </message>
</context>
<context>
    <name>gpuplan::text::CostText</name>
    <message>
        <source>%1 W GPU</source>
        <translation>GPU de %1 W</translation>
    </message>
    <message>
        <source>%1 × %2 W GPUs</source>
        <translation>%1 GPU × %2 W</translation>
    </message>
    <message>
        <source>(%1 + %2 W host)</source>
        <translation>(%1 + %2 W d’hôte)</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>%1 × %2 load × %3 h = %4 kWh × PUE %5 × %6 = %7</source>
        <translation>%1 × %2 de charge × %3 h = %4 kWh × PUE %5 × %6 = %7</translation>
    </message>
    <message>
        <source>%1 a year × %2 ÷ 12 = %3</source>
        <translation>%1 par an × %2 ÷ 12 = %3</translation>
    </message>
    <message>
        <source>electricity %1</source>
        <translation>électricité %1</translation>
    </message>
    <message>
        <source>%1; maintenance %2</source>
        <translation>%1&#xa0;; maintenance %2</translation>
    </message>
    <message>
        <source>%1 h a month billed (%2)</source>
        <translation>%1 h facturées par mois (%2)</translation>
    </message>
    <message>
        <source>%1 h a month</source>
        <translation>%1&#xa0;h par mois</translation>
    </message>
    <message>
        <source>%1 (billed %2)</source>
        <translation>%1 (facturé %2)</translation>
    </message>
</context>
<context>
    <name>gpuplan::text::Format</name>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
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
        <translation>%1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1&#xa0;Md</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1&#xa0;M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1&#xa0;k</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1bn</source>
        <translation>%1&#xa0;Md</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1&#xa0;M</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1&#xa0;k</translation>
    </message>
    <message numerus="yes">
        <source>%1 billion</source>
        <translation>
            <numerusform>%1&#xa0;milliard</numerusform>
            <numerusform>%1&#xa0;milliards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 million</source>
        <translation>
            <numerusform>%1&#xa0;million</numerusform>
            <numerusform>%1&#xa0;millions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 job a month</source>
        <translation>
            <numerusform>%1 tâche par mois</numerusform>
            <numerusform>%1 tâches par mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 jobs a month</source>
        <translation>
            <numerusform>%1 tâche par mois</numerusform>
            <numerusform>%1 tâches par mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU</source>
        <translation>
            <numerusform>%1&#xa0;GPU</numerusform>
            <numerusform>%1&#xa0;GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs</source>
        <translation>
            <numerusform>%1&#xa0;GPU</numerusform>
            <numerusform>%1&#xa0;GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 month</source>
        <translation>
            <numerusform>%1&#xa0;mois</numerusform>
            <numerusform>%1&#xa0;mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 months</source>
        <translation>
            <numerusform>%1&#xa0;mois</numerusform>
            <numerusform>%1&#xa0;mois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
</context>
</TS>
