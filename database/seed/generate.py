# Writes database/seed/{gpus,interconnects,cloud_offers,prices,...}.csv in the
# catalog's CSV format from the project's reference data (../shared/data next to
# the repository), expanding source keys from sources.md. Run from anywhere:
#   python3 database/seed/generate.py [SHARED_DATA_DIR]
# Then bump database/seed/REVISION. The CSV files are committed; the build
# embeds them (this script is not part of the build).
import csv, os, re, sys
HERE=os.path.dirname(os.path.abspath(__file__))
D=(sys.argv[1] if len(sys.argv)>1 else os.path.join(HERE,'..','..','..','shared','data'))+'/'
OUT=HERE+'/'
src={}
for line in open(D+'sources.md'):
    m=re.match(r'- \*\*([A-Z0-9-]+)\*\* — (.*)$', line.strip())
    if m: src[m.group(1)]=m.group(2)
def expand(keys):
    out=[]
    for k in re.split(r';\s*', keys.strip()):
        if not k: continue
        out.append(f"{k}: {src[k]}")
    return ' | '.join(out)
GiB=1<<30
pci={ # /usr/share/misc/pci.ids (Debian package pci.ids 0.0~2023.04.11-1)
 'rtx-3090':(0x10de,0x2204),'rtx-4090':(0x10de,0x2684),'rtx-a6000':(0x10de,0x2230),'rtx-6000-ada':(0x10de,0x26b1),
 'l4':(0x10de,0x27b8),'t4':(0x10de,0x1eb8),'v100-sxm2-32gb':(0x10de,0x1db5),'a10':(0x10de,0x2236),
 'a100-pcie-40gb':(0x10de,0x20b1),'a100-pcie-80gb':(0x10de,0x20b5),'a100-sxm4-40gb':(0x10de,0x20b0),'a100-sxm4-80gb':(0x10de,0x20b2),
 'h100-pcie':(0x10de,0x2331),'h100-sxm':(0x10de,0x2330),'rx-7900-xtx':(0x1002,0x744c),'mi210':(0x1002,0x740f),'mi250x':(0x1002,0x7408),
 'gaudi2':(0x1da3,0x1020)}
pcinote={'a100-pcie-40gb':' pci.ids also lists 0x20f1 as A100 PCIe 40GB.','rx-7900-xtx':' PCI id 0x744c is shared with the RX 7900 XT.','mi250x':' pci.ids also lists 0x740c (MI250X/MI250).'}
vendorid={'NVIDIA':0x10de,'AMD':0x1002,'Intel':0x1da3}
ff={'consumer':'consumer','PCIe':'pcie','SXM':'sxm','OAM':'oam','module (superchip)':'module','':''}
def num(s, scale=1.0):
    s=s.strip()
    if not s: return ''
    v=float(s)*scale
    r=repr(v)
    if r.endswith('.0'): r=r[:-2]
    return r
def w(name, header, rows):
    with open(OUT+name,'w',newline='') as f:
        wr=csv.writer(f, lineterminator='\r\n')
        wr.writerow(header)
        for r in rows: wr.writerow([r.get(h,'') for h in header])
T=1e12
gpus=[]
for r in csv.DictReader(open(D+'gpus.csv')):
    g={}
    for k in ['id','vendor','name','architecture','release_year','memory_type','software_stack']: g[k]=r[k]
    g['form_factor']=ff[r['form_factor']]
    g['vram_bytes']=str(int(round(float(r['vram_gb'])*GiB)))
    g['memory_bandwidth_bytes_per_s']=num(r['memory_bandwidth_gbs'],1e9)
    g['fp32_flops']=num(r['fp32_tflops'],T)
    g['fp16_tensor_flops']=num(r['fp16_tensor_tflops_dense'],T)
    g['fp16_fp32acc_tensor_flops']=num(r['fp16_tensor_tflops_dense_fp32acc'],T)
    g['bf16_tensor_flops']=num(r['bf16_tensor_tflops_dense'],T)
    g['fp8_tensor_flops']=num(r['fp8_tensor_tflops_dense'],T)
    g['int8_tensor_ops']=num(r['int8_tensor_tops_dense'],T)
    g['tensor_basis']='dense'
    g['tdp_w']=num(r['tdp_w']); g['pcie_gen']=r['pcie_gen']; g['pcie_lanes']=r['pcie_lanes']
    g['fabric']='' if r['nvlink_or_fabric'] in ('none','') else r['nvlink_or_fabric']
    g['fabric_bandwidth_bytes_per_s_both']=num(r['nvlink_bandwidth_gbs_total_bidirectional'],1e9)
    if r['id'] in pci:
        g['pci_vendor_id']='0x%04x'%pci[r['id']][0]; g['pci_device_id']='0x%04x'%pci[r['id']][1]
    else:
        g['pci_vendor_id']='0x%04x'%vendorid[r['vendor']]
    g['launch_msrp_usd']=num(r['launch_msrp_usd'])
    notes=r['notes'].strip()
    notes+=(' ' if notes else '')+'VRAM: the vendor\'s "%s GB" read as GiB (nvidia-smi shows an RTX 4090 as 24564 MiB, per the guide).'%r['vram_gb']
    if r['id'] in pci: notes+=' PCI id from pci.ids (2023-04-11).'+pcinote.get(r['id'],'')
    else: notes+=' PCI device id unknown (not in pci.ids 2023-04-11 or ambiguous).'
    g['notes']=notes
    g['source']=expand(r['sources'])+' | shared/data/gpus.csv'
    gpus.append(g)
w('gpus.csv',['id','vendor','name','architecture','release_year','form_factor','vram_bytes','memory_type','memory_bandwidth_bytes_per_s','fp32_flops','fp16_tensor_flops','fp16_fp32acc_tensor_flops','bf16_tensor_flops','fp8_tensor_flops','int8_tensor_ops','tensor_basis','tdp_w','pcie_gen','pcie_lanes','fabric','fabric_bandwidth_bytes_per_s_both','software_stack','pci_vendor_id','pci_device_id','launch_msrp_usd','notes','source'],gpus)

eff={'pcie4-x16':(0.825,'efficiency 0.825 = measured pinned host-to-device copy 26 GB/s of 31.5 (NVIDIA/nvbandwidth README example: 25.9-26.2 GB/s; A100 PCIe 25 GB/s, ZaidQureshi/bam issue #54).'),
     'pcie5-x16':(0.88,'efficiency 0.88 = measured H2D on 8x H200 (55.4 of 63 GB/s, MLE-NET).'),
     'nvlink4-h100':(0.88,'efficiency 0.88 = measured 396 of 450 GB/s unidirectional on 8x H200 (MLE-NET).')}
ics=[]
for r in csv.DictReader(open(D+'interconnects.csv')):
    i={k:r[k] for k in ['id','name','kind','generation','lanes_or_links']}
    i['per_direction_bytes_per_s']=num(r['per_direction_gbs'],1e9)
    i['both_directions_bytes_per_s']=num(r['bidirectional_gbs'],1e9)
    i['latency_s']=num(r['typical_latency_us'],1e-6)
    e,en=eff.get(r['id'],(0.8,'efficiency 0.80 = GPU Planner default estimate (no measurement in the sources; editable).'))
    i['efficiency']=repr(e)
    i['notes']=(r['notes'].strip()+' '+en).strip()
    extra='NVBANDWIDTH: NVIDIA/nvbandwidth README | ' if r['id']=='pcie4-x16' else ''
    i['source']=extra+expand(r['sources'])+' | shared/data/interconnects.csv'
    ics.append(i)
w('interconnects.csv',['id','name','kind','generation','lanes_or_links','per_direction_bytes_per_s','both_directions_bytes_per_s','latency_s','efficiency','notes','source'],ics)

def slug(s):
    s=s.lower()
    s=re.sub(r'[^a-z0-9.]+','-',s).strip('-')
    return s
offers=[]; seen=set(); skipped=[]
for n,r in enumerate(csv.DictReader(open(D+'cloud_offers.csv')),start=1):
    price=r['price_native'].strip()
    if not price:
        skipped.append(n); continue
    cur=r['currency'].split()[0]
    pricing=r['pricing'].split(' (')[0]
    notes=r['notes'].strip()
    if '(marketplace)' in r['pricing']: notes=('Marketplace offer. '+notes).strip()
    if '(' in r['currency']: notes=(notes+' Currency in the source row: "%s".'%r['currency']).strip()
    region=r['region'].strip()
    if region=='(not stated)': region=''
    date=''
    m=re.match(r'(\d{4}-\d{2}-\d{2})',r['date_seen'])
    if m: date=m.group(1)
    else: notes=(notes+' Date in the source: "%s".'%r['date_seen']).strip()
    base=slug(r['provider'])+'-'+slug(r['instance_type'])
    if region and not region.startswith(('all listed','US/EU/APAC')): base+='-'+slug(region.split(' (')[0].split(',')[0])
    base+='-'+pricing
    oid=base; k=2
    while oid in seen: oid=f'{base}-{k}'; k+=1
    seen.add(oid)
    offers.append({'id':oid,'provider':r['provider'],'gpu_id':r['gpu_id'],'gpu_count':r['gpu_count'],'price_per_hour':price,'currency':cur,'pricing':pricing,'region':region,'date':date,'instance_type':r['instance_type'],'source':expand(r['source'])+' | shared/data/cloud_offers.csv row %d'%n,'notes':notes})
offers.append({'id':'guide-a100-cloud','provider':'(the guide)','gpu_id':'a100-sxm4-80gb','gpu_count':'1','price_per_hour':'2.5','currency':'EUR','pricing':'on-demand','region':'','date':'2026-01-01','instance_type':'A100 (1 GPU)','source':"the guide: 'GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026' (shared/seed/000_f374f3f41086cf04.txt), ROI section: 'RTX 4090 (1800€) vs A100 cloud (2.5€/h)'",'notes':"The guide says only 'A100 cloud'; attached to the A100 SXM4 80GB. Date: the guide is undated, its title says 2026 (day unknown)."})
w('cloud_offers.csv',['id','provider','gpu_id','gpu_count','price_per_hour','currency','pricing','region','date','instance_type','source','notes'],offers)
print('skipped offer rows', skipped)
guide="the guide: 'GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026' (shared/seed/000_f374f3f41086cf04.txt)"
gd='The guide is undated; its title says 2026 (day unknown).'
prices=[
 dict(gpu_id='rtx-4090',amount='1800',currency='EUR',date='2026-01-01',condition='new',estimate='false',source=guide+", ROI section: 'RTX 4090 (1800€)'",notes=gd),
 dict(gpu_id='h100-sxm',amount='35000',currency='EUR',date='2026-01-01',condition='new',estimate='false',source=guide+", Mixtral section: 'Nécessite 2× H100 (70k€)' = 35,000 EUR each",notes="The guide says 'H100 80GB' without form factor; attached to the SXM5 card. "+gd),
 dict(gpu_id='mi300x',amount='15000',currency='EUR',date='2026-01-01',condition='new',estimate='false',source=guide+", Mixtral section: 'Tient sur 1× MI300X (15k€)'",notes=gd),
 dict(gpu_id='rtx-3090',amount='1499',currency='EUR',date='2020-09-01',condition='new',estimate='false',source=expand('NACHR'),notes='EU launch price; the source gives the month only (day set to 1).'),
 dict(gpu_id='rtx-4090',amount='1949',currency='EUR',date='2022-10-01',condition='new',estimate='false',source=expand('SILVERPC'),notes='EU launch UVP quoted by a 2025 blog (LOW confidence); month of the RTX 4090 launch, day set to 1.'),
 dict(gpu_id='rtx-5090',amount='1999',currency='USD',date='2025-01-30',condition='new',estimate='false',source=expand('KAD8')+' | '+expand('TECHTWISTED'),notes='US launch MSRP (excl. tax).'),
 dict(gpu_id='rtx-4060-ti-16gb',amount='499',currency='USD',date='2023-07-01',condition='new',estimate='false',source=expand('ZIRAKO'),notes='US launch MSRP; the source gives July 2023 (day set to 1).'),
 dict(gpu_id='rx-7900-xtx',amount='999',currency='USD',date='2022-11-04',condition='new',estimate='false',source=expand('MYBB-7900'),notes='US launch MSRP, dated by the announcement article.'),
 dict(gpu_id='gaudi3',amount='15625',currency='USD',date='',condition='new',estimate='true',source=expand('YIC-GAUDI3'),notes='Estimate: Intel priced an 8-accelerator kit at $125,000; 125000 / 8. Undated.'),
]
for i,p in enumerate(prices,start=1): p['id']=str(i)
w('prices.csv',['id','gpu_id','amount','currency','date','condition','estimate','source','notes'],prices)
