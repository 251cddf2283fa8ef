<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>DecisionChecklist</name>
    <message>
        <source>The pilot&apos;s results cannot be read, so no restore proof: %1</source>
        <translation>Pilotun sonuçları okunamıyor, dolayısıyla geri yükleme kanıtı da yok: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="23"/>
        <source>No memory budget: the run card could not be planned.</source>
        <translation>Bellek bütçesi yok: çalıştırma kartı planlanamadı.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="31"/>
        <source>The card cannot run this: %1</source>
        <translation>Kart bunu çalıştıramaz: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="37"/>
        <source>Predicted %1 of %2 usable; the %3 margin is not kept.</source>
        <translation>Kullanılabilir %2 belleğin %1 kadarı öngörülüyor; %3 marj korunmuyor.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="49"/>
        <source>The pilot measured %1 on the card; the %2 margin of %3 is not kept.</source>
        <translation>Pilot kartta %1 ölçtü; %3 belleğin %2 marjı korunmuyor.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="59"/>
        <source>The pilot did not complete its measured steps (%1).</source>
        <translation>Pilot ölçülen adımlarını tamamlamadı (%1).</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="62"/>
        <source>no status</source>
        <translation>durum yok</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/decision_checklist.cpp" line="69"/>
        <source>Predicted to fit with %1 headroom; the pilot completed %n measured step(s).</source>
        <translation>
            <numerusform>%1 boş payla sığması öngörülüyor; pilot %n ölçülen adımı tamamladı.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="76"/>
        <source>Predicted to fit with %1 headroom; run the pilot to confirm it on real batches.</source>
        <translation>%1 boş payla sığması öngörülüyor; gerçek partilerde doğrulamak için pilotu çalıştırın.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="87"/>
        <source>No scaling result on file (expected %1 beside the pilot results). Runcard does not run the scaling step yet.</source>
        <translation>Kayıtlı ölçeklendirme sonucu yok (pilot sonuçlarının yanında %1 beklenir). Runcard ölçeklendirme adımını henüz çalıştırmıyor.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="97"/>
        <source>Measured on %1 GPUs at %2 scaling efficiency.</source>
        <translation>%1 GPU üzerinde %2 ölçeklendirme verimiyle ölçüldü.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="101"/>
        <source>Measured on %1 GPUs.</source>
        <translation>%1 GPU üzerinde ölçüldü.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="109"/>
        <source>The scaling step failed.</source>
        <translation>Ölçeklendirme adımı başarısız oldu.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="119"/>
        <source>No pilot results, so no restore proof.</source>
        <translation>Pilot sonucu yok, dolayısıyla geri yükleme kanıtı da yok.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="127"/>
        <source>The pilot did not prove a restore.</source>
        <translation>Pilot bir geri yüklemeyi kanıtlamadı.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="131"/>
        <source>A new process restored model, optimizer, scheduler, random state and data position and continued bit-exactly.</source>
        <translation>Yeni bir süreç modeli, optimize ediciyi, zamanlayıcıyı, rastgele durumu ve veri konumunu geri yükledi ve bit düzeyinde aynı şekilde devam etti.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="138"/>
        <source>The restored process did not continue bit-exactly. %1</source>
        <translation>Geri yüklenen süreç bit düzeyinde aynı şekilde devam etmedi. %1</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="153"/>
        <source>Reserved: %1</source>
        <translation>Rezerve edildi: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="159"/>
        <source>Ready to reserve: the first three stages passed.</source>
        <translation>Rezervasyona hazır: ilk üç aşama geçildi.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="162"/>
        <source>Reserve only after the first three stages pass.</source>
        <translation>Yalnızca ilk üç aşama geçildikten sonra rezerve edin.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="189"/>
        <source>Memory budget fits with margin</source>
        <translation>Bellek bütçesi marjla sığıyor</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="191"/>
        <source>Scaling step measured</source>
        <translation>Ölçeklendirme adımı ölçüldü</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="193"/>
        <source>Restore proven</source>
        <translation>Geri yükleme kanıtlandı</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="195"/>
        <source>Period reserved</source>
        <translation>Dönem rezerve edildi</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="203"/>
        <source>Done</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="205"/>
        <source>Pending</source>
        <translation>Bekliyor</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="207"/>
        <source>Failed</source>
        <translation>Başarısız</translation>
    </message>
</context>
<context>
    <name>EnumNames</name>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="10"/>
        <source>Full fine-tuning</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="12"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="14"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4 bit taban)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="22"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="24"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 bit</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="26"/>
        <source>Paged AdamW 8-bit</source>
        <translation>Sayfalı AdamW 8 bit</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="28"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="30"/>
        <source>SGD with momentum</source>
        <translation>Momentumlu SGD</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="32"/>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="34"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="42"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="44"/>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="46"/>
        <source>FP16 mixed</source>
        <translation>Karma FP16</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="48"/>
        <source>BF16 mixed</source>
        <translation>Karma BF16</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="50"/>
        <source>Pure BF16</source>
        <translation>Saf BF16</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="52"/>
        <source>FP8 mixed</source>
        <translation>Karma FP8</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="60"/>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="62"/>
        <source>Selective</source>
        <translation>Seçici</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="64"/>
        <source>Full</source>
        <translation>Tam</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="72"/>
        <source>Eager (unfused)</source>
        <translation>Eager (birleştirilmemiş)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="74"/>
        <source>SDPA</source>
        <translation>SDPA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="76"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="84"/>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="86"/>
        <source>Chunked</source>
        <translation>Parçalı</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="88"/>
        <source>Fused</source>
        <translation>Birleşik</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="96"/>
        <source>Single GPU</source>
        <translation>Tek GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="98"/>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="100"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="102"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="104"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="106"/>
        <source>FSDP (full shard)</source>
        <translation>FSDP (tam bölümleme)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="108"/>
        <source>FSDP (grad and optimizer shard)</source>
        <translation>FSDP (gradyan ve optimize edici bölümleme)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="110"/>
        <source>FSDP (hybrid shard)</source>
        <translation>FSDP (karma bölümleme)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="118"/>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="120"/>
        <source>Optimizer steps</source>
        <translation>Optimize edici adımı</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="122"/>
        <source>Epochs</source>
        <translation>Devir (epoch)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="130"/>
        <source>Query</source>
        <translation>Sorgu (q)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="132"/>
        <source>Key</source>
        <translation>Anahtar (k)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="134"/>
        <source>Value</source>
        <translation>Değer (v)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="136"/>
        <source>Output</source>
        <translation>Çıkış (o)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="138"/>
        <source>Gate</source>
        <translation>Kapı (gate)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="140"/>
        <source>Up</source>
        <translation>Yukarı (up)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="142"/>
        <source>Down</source>
        <translation>Aşağı (down)</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="150"/>
        <source>Constant</source>
        <translation>Sabit</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="152"/>
        <source>Linear decay</source>
        <translation>Doğrusal azalma</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="154"/>
        <source>Cosine decay</source>
        <translation>Kosinüs azalma</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="162"/>
        <source>On demand</source>
        <translation>İsteğe bağlı</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="164"/>
        <source>Reserved</source>
        <translation>Rezerve</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="166"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="174"/>
        <source>Hour</source>
        <translation>Saat</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="176"/>
        <source>Day</source>
        <translation>Gün</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="178"/>
        <source>Week</source>
        <translation>Hafta</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="180"/>
        <source>Month</source>
        <translation>Ay</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="188"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="190"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="198"/>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <location filename="../ui/common/enum_names.cpp" line="200"/>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <location filename="../ui/common/formatting.cpp" line="16"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="44"/>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="46"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="49"/>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="55"/>
        <source>%1 d %2 h</source>
        <translation>%1 gün %2 sa</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="59"/>
        <source>%1 h %2 min</source>
        <translation>%1 sa %2 dk</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="60"/>
        <source>%1 min %2 s</source>
        <translation>%1 dk %2 sn</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="72"/>
        <source>%1 T</source>
        <translation>%1 trilyon</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="74"/>
        <source>%1 B</source>
        <translation>%1 milyar</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="76"/>
        <source>%1 M</source>
        <translation>%1 milyon</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="78"/>
        <source>%1 k</source>
        <translation>%1 bin</translation>
    </message>
    <message>
        <location filename="../ui/common/formatting.cpp" line="83"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/sn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/app/main_window.cpp" line="42"/>
        <source>Run card</source>
        <translation>Çalıştırma kartı</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="44"/>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="46"/>
        <source>Compare GPUs</source>
        <translation>GPU karşılaştırması</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="48"/>
        <source>Pilot run</source>
        <translation>Pilot çalıştırma</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="50"/>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="52"/>
        <source>Report</source>
        <translation>Rapor</translation>
    </message>
</context>
<context>
    <name>MemoryComponent</name>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="60"/>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="63"/>
        <source>Gradients</source>
        <translation>Gradyanlar</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="66"/>
        <source>Optimizer state</source>
        <translation>Optimize edici durumu</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="69"/>
        <source>Adapters</source>
        <translation>Bağdaştırıcılar</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="72"/>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="75"/>
        <source>Logits and loss</source>
        <translation>Logit ve kayıp</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="78"/>
        <source>Temporary buffers</source>
        <translation>Geçici tamponlar</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="81"/>
        <source>Allocator reserve</source>
        <translation>Ayırıcı rezervi</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="84"/>
        <source>Runtime and context</source>
        <translation>Çalışma zamanı ve bağlam</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="94"/>
        <source>Model parameters held on this GPU, in their storage precision.</source>
        <translation>Bu GPU&apos;da tutulan model parametreleri, saklama hassasiyetinde.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="98"/>
        <source>Gradients of the trainable parameters, kept until the optimizer step.</source>
        <translation>Eğitilebilir parametrelerin gradyanları; optimize edici adımına kadar tutulur.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="103"/>
        <source>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</source>
        <translation>Optimize edici momentleri ve ana ağırlıklar (AdamW için parametre başına iki fp32 değer).</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="108"/>
        <source>LoRA adapter weights with their gradients and optimizer state.</source>
        <translation>LoRA bağdaştırıcı ağırlıkları, gradyanları ve optimize edici durumuyla birlikte.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="112"/>
        <source>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</source>
        <translation>İleri geçişte geri geçiş için saklanan tensörler; mikro parti ve dizi uzunluğuyla büyür.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="117"/>
        <source>Output logits over the vocabulary and the loss&apos;s temporaries.</source>
        <translation>Sözcük dağarcığı üzerindeki çıkış logitleri ve kayıp hesabının geçici tensörleri.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="121"/>
        <source>Communication buckets, gathered shards, dequantized weights and workspaces.</source>
        <translation>İletişim kovaları, toplanan parçalar, nicemlemesi çözülmüş ağırlıklar ve çalışma alanları.</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="126"/>
        <source>Memory the caching allocator holds but no tensor uses (fragmentation).</source>
        <translation>Önbellekli ayırıcının tuttuğu ama hiçbir tensörün kullanmadığı bellek (parçalanma).</translation>
    </message>
    <message>
        <location filename="../ui/common/memory_palette.cpp" line="131"/>
        <source>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</source>
        <translation>Ayırıcının dışındaki CUDA veya HIP bağlamı, çekirdek kitaplıkları ve toplu iletişim tamponları.</translation>
    </message>
</context>
<context>
    <name>PlannerMessages</name>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="12"/>
        <source>must not be negative</source>
        <translation>negatif olamaz</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="13"/>
        <source>must be greater than 0</source>
        <translation>0&apos;dan büyük olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="14"/>
        <source>must be at least 1</source>
        <translation>en az 1 olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="15"/>
        <source>must be in [0, 1)</source>
        <translation>[0, 1) aralığında olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="16"/>
        <source>must be between 0 and 1</source>
        <translation>0 ile 1 arasında olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="17"/>
        <source>must be a fraction in [0, 0.9)</source>
        <translation>[0, 0,9) aralığında bir oran olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="18"/>
        <source>must be a fraction in [0, 5]</source>
        <translation>[0, 5] aralığında bir oran olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="19"/>
        <source>must be a finite number</source>
        <translation>sonlu bir sayı olmalı</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="20"/>
        <source>is out of range</source>
        <translation>geçerli aralığın dışında</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="21"/>
        <source>must divide hidden_size unless head_dim is given</source>
        <translation>head_dim verilmedikçe hidden_size&apos;ı tam bölmeli</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="22"/>
        <source>cannot be combined with gradient_accumulation &gt; 1</source>
        <translation>gradient_accumulation &gt; 1 ile birlikte kullanılamaz</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="23"/>
        <source>is larger than 10,000,000 tokens</source>
        <translation>10.000.000 tokenden büyük</translation>
    </message>
    <message>
        <location filename="../ui/common/planner_messages.cpp" line="35"/>
        <source>must be between %1 and %2</source>
        <translation>%1 ile %2 arasında olmalı</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <location filename="../ui/common/prompt.cpp" line="39"/>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="40"/>
        <source>The run card “%1” has unsaved changes. Save them before closing?</source>
        <translation>“%1” çalıştırma kartında kaydedilmemiş değişiklikler var. Kapatmadan önce kaydedilsin mi?</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="45"/>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="46"/>
        <location filename="../ui/common/prompt.cpp" line="73"/>
        <source>Discard</source>
        <translation>Vazgeç</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="48"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="65"/>
        <source>Recover unsaved run card</source>
        <translation>Kaydedilmemiş çalıştırma kartını kurtar</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="66"/>
        <source>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</source>
        <translation>Runcard son kez düzgün kapanmadı. Çalıştırma kartınızın otomatik kaydedilmiş bir kopyası bulundu.

%1

Geri yüklensin mi?</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="72"/>
        <source>Restore</source>
        <translation>Geri yükle</translation>
    </message>
    <message>
        <location filename="../ui/common/prompt.cpp" line="84"/>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>The pilot&apos;s results cannot be read (corrupt, or from another run), so every figure in this report is a planner prediction.</source>
        <translation>Pilotun sonuçları okunamıyor (bozuk ya da başka bir çalıştırmaya ait), bu nedenle bu rapordaki her değer bir planlayıcı öngörüsüdür.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="305"/>
        <source>Runcard report</source>
        <translation>Runcard raporu</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="307"/>
        <source>Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per successful output. Generated %1.</source>
        <translation>Kiralık GPU’larda ince ayar iş yükü: bellek bütçesi, pilot, geri yükleme ve başarılı çıktı başına maliyet. Oluşturulma: %1.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="311"/>
        <location filename="../ui/report/report_model.cpp" line="101"/>
        <source>Run card</source>
        <translation>Çalıştırma kartı</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="313"/>
        <location filename="../ui/report/report_model.cpp" line="186"/>
        <source>Revisions</source>
        <translation>Revizyonlar</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="318"/>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="319"/>
        <source>Per-GPU memory predicted by the planner on each card, stacked by part; the black mark is the memory the card offers.</source>
        <translation>Planlayıcının her kartta öngördüğü GPU başına bellek, bileşenlere göre yığılmış; siyah işaret kartın sunduğu bellektir.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="331"/>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="333"/>
        <source>No pilot results: no pilot has been run for this run card, so every figure in this report is a planner prediction.</source>
        <translation>Pilot sonucu yok: bu çalıştırma kartı için pilot çalıştırılmadı, bu nedenle bu rapordaki her değer bir planlayıcı öngörüsüdür.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="340"/>
        <source>Results from %1.</source>
        <translation>Sonuçlar: %1.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="345"/>
        <source>Step time per measured step</source>
        <translation>Ölçülen her adımın süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="349"/>
        <source>Loss per measured step</source>
        <translation>Ölçülen her adımın kaybı</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="355"/>
        <source>Scaling step</source>
        <translation>Ölçeklendirme adımı</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="358"/>
        <source>Pending: no scaling result on file. Runcard does not run the scaling step yet; measure one step on several GPUs and save it as scaling.json beside the pilot results.</source>
        <translation>Bekliyor: kayıtlı ölçeklendirme sonucu yok. Runcard ölçeklendirme adımını henüz çalıştırmıyor; birkaç GPU üzerinde bir adım ölçün ve pilot sonuçlarının yanına scaling.json olarak kaydedin.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="368"/>
        <source>A100, H100, H200 and MI300X side by side</source>
        <translation>A100, H100, H200 ve MI300X yan yana</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="369"/>
        <source>Cost per 1M trained tokens over the whole rental window, with its low-high range.</source>
        <translation>Tüm kiralama penceresi üzerinden eğitilen 1M token başına maliyet ve düşük-yüksek aralığı.</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="377"/>
        <source>Rental window and cost per output</source>
        <translation>Kiralama penceresi ve çıktı başına maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="384"/>
        <location filename="../ui/report/report_model.cpp" line="382"/>
        <source>Cost per successful output</source>
        <translation>Başarılı çıktı başına maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="393"/>
        <location filename="../ui/report/report_model.cpp" line="481"/>
        <source>Decision checklist</source>
        <translation>Karar kontrol listesi</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="395"/>
        <source>Ready to reserve</source>
        <translation>Rezervasyona hazır</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="397"/>
        <source>Not ready to reserve</source>
        <translation>Rezervasyona hazır değil</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="402"/>
        <source>Assumptions and sources</source>
        <translation>Varsayımlar ve kaynaklar</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="431"/>
        <location filename="../ui/report/pdf_report.cpp" line="468"/>
        <source>Runcard report — %1</source>
        <translation>Runcard raporu — %1</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="444"/>
        <source>Page %1 of %2</source>
        <translation>Sayfa %1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="446"/>
        <source>Prices as of %1</source>
        <translation>Fiyat tarihi: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/pdf_report.cpp" line="495"/>
        <location filename="../ui/report/pdf_report.cpp" line="507"/>
        <source>cannot write %1</source>
        <translation>%1 yazılamıyor</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="107"/>
        <source>Usable memory</source>
        <translation>Kullanılabilir bellek</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="119"/>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="156"/>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="172"/>
        <source>Cost per 1M trained tokens</source>
        <translation>Eğitilen 1M token başına maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="176"/>
        <source>Low-high range</source>
        <translation>Düşük-yüksek aralığı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="186"/>
        <location filename="../ui/report/report_model.cpp" line="367"/>
        <source>cheapest</source>
        <translation>en ucuz</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="188"/>
        <location filename="../ui/report/report_model.cpp" line="369"/>
        <source>earliest</source>
        <translation>en erken</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="194"/>
        <location filename="../ui/report/report_model.cpp" line="31"/>
        <location filename="../ui/report/report_model.cpp" line="575"/>
        <source>missing</source>
        <translation>eksik</translation>
    </message>
    <message>
        <location filename="../ui/report/report_charts.cpp" line="211"/>
        <source>%1 per 1M trained tokens</source>
        <translation>Eğitilen 1M token başına %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="45"/>
        <source>%1 h</source>
        <translation>%1 sa</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="101"/>
        <source>Field</source>
        <translation>Alan</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="101"/>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="106"/>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="110"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="113"/>
        <source>Parameters</source>
        <translation>Parametreler</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="115"/>
        <source>Trainable parameters</source>
        <translation>Eğitilebilir parametreler</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="121"/>
        <source>, rank %1</source>
        <translation>, rank %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="122"/>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="123"/>
        <source>Optimizer</source>
        <translation>Optimize edici</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="125"/>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="127"/>
        <source>Maximum sequence length</source>
        <translation>Maksimum dizi uzunluğu</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="128"/>
        <source>Micro-batch x gradient accumulation</source>
        <translation>Mikro parti x gradyan biriktirme</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="135"/>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon kontrol noktası</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="138"/>
        <source>Training budget</source>
        <translation>Eğitim bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="143"/>
        <source>Tokens per epoch</source>
        <translation>Devir başına token</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="144"/>
        <location filename="../ui/report/report_model.cpp" line="438"/>
        <source>Validation</source>
        <translation>Doğrulama</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="145"/>
        <source>every %1 steps, %2 tokens</source>
        <translation>her %1 adımda, %2 token</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="149"/>
        <location filename="../ui/report/report_model.cpp" line="180"/>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="150"/>
        <source>Checkpoints</source>
        <translation>Kontrol noktaları</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="151"/>
        <source>every %1 steps, keep %2</source>
        <translation>her %1 adımda, %2 tanesi saklanır</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="155"/>
        <source>at the end only</source>
        <translation>yalnızca sonda</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="158"/>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <location filename="../ui/report/report_model.cpp" line="385"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="159"/>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="160"/>
        <source>%1 per node x %2 node(s)</source>
        <translation>düğüm başına %1 x %2 düğüm</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="162"/>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="164"/>
        <source>Memory margin</source>
        <translation>Bellek marjı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="166"/>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="168"/>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="170"/>
        <location filename="../ui/report/report_model.cpp" line="435"/>
        <source>Setup and model loading</source>
        <translation>Kurulum ve model yükleme</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="171"/>
        <location filename="../ui/report/report_model.cpp" line="446"/>
        <source>Safety buffer</source>
        <translation>Güvenlik payı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="173"/>
        <source>Cost of waiting per day</source>
        <translation>Günlük bekleme maliyeti</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="179"/>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="186"/>
        <source>Item</source>
        <translation>Öğe</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="186"/>
        <source>Revision</source>
        <translation>Revizyon</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="189"/>
        <location filename="../ui/report/report_model.cpp" line="297"/>
        <location filename="../ui/report/report_model.cpp" line="298"/>
        <source>not recorded</source>
        <translation>kaydedilmedi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="191"/>
        <source>Run card file</source>
        <translation>Çalıştırma kartı dosyası</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="192"/>
        <source>Model revision</source>
        <translation>Model revizyonu</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="193"/>
        <source>Data revision</source>
        <translation>Veri revizyonu</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="194"/>
        <source>Price catalog</source>
        <translation>Fiyat kataloğu</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="195"/>
        <source>as of %1 (%2)</source>
        <translation>%1 tarihli (%2)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="200"/>
        <source>Pilot: %1</source>
        <translation>Pilot: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="206"/>
        <source>Memory budget per GPU</source>
        <translation>GPU başına bellek bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="208"/>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="221"/>
        <source>Peak allocated (tensors)</source>
        <translation>Ayrılan en yüksek bellek (tensörler)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="223"/>
        <source>Device total</source>
        <translation>Cihaz toplamı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="225"/>
        <source>Usable on the card</source>
        <translation>Kartta kullanılabilir</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="227"/>
        <source>Headroom</source>
        <translation>Boş pay</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="231"/>
        <source>Verdict</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="233"/>
        <location filename="../ui/report/report_model.cpp" line="358"/>
        <source>unsupported</source>
        <translation>desteklenmiyor</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="235"/>
        <location filename="../ui/report/report_model.cpp" line="357"/>
        <source>does not fit</source>
        <translation>sığmıyor</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="237"/>
        <source>fits, below margin</source>
        <translation>sığıyor, marjın altında</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="238"/>
        <source>fits with margin</source>
        <translation>marjla sığıyor</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="240"/>
        <source>Planner prediction for %1 GPU(s) per job, %2; device total is what nvidia-smi or amd-smi would show.</source>
        <translation>İş başına %1 GPU için planlayıcı öngörüsü, %2; cihaz toplamı nvidia-smi veya amd-smi’nin göstereceği değerdir.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="252"/>
        <source>Pilot: predicted and measured</source>
        <translation>Pilot: öngörülen ve ölçülen</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="254"/>
        <location filename="../ui/report/report_model.cpp" line="467"/>
        <source>Quantity</source>
        <translation>Miktar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="254"/>
        <source>Predicted</source>
        <translation>Öngörülen</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="254"/>
        <source>Measured</source>
        <translation>Ölçülen</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="254"/>
        <source>Difference</source>
        <translation>Fark</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="260"/>
        <source>not predicted</source>
        <translation>öngörülmedi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="261"/>
        <source>not measured</source>
        <translation>ölçülmedi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="274"/>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <source>Throughput</source>
        <translation>Verim</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="275"/>
        <source>Step time (median)</source>
        <translation>Adım süresi (medyan)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="276"/>
        <source>Peak allocated tensor memory</source>
        <translation>Ayrılan en yüksek tensör belleği</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="278"/>
        <source>Total usage (CPU process or GPU device)</source>
        <translation>Toplam kullanım (CPU süreci veya GPU cihazı)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="281"/>
        <source>Step-time variation</source>
        <translation>Adım süresi değişimi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="286"/>
        <source>Data-loading stalls</source>
        <translation>Veri yükleme duraklamaları</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="291"/>
        <source>Validation time</source>
        <translation>Doğrulama süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="294"/>
        <source>Checkpoint write time</source>
        <translation>Kontrol noktası yazma süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="296"/>
        <source>Device: %1. Outcome: %2. Measured steps: %3. Scale: %4.</source>
        <translation>Cihaz: %1. Sonuç: %2. Ölçülen adım: %3. Ölçek: %4.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="301"/>
        <source>proxy, %1 of %2 decoder blocks</source>
        <translation>vekil model, %2 kod çözücü bloğunun %1 tanesi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="302"/>
        <source>full model</source>
        <translation>tam model</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="307"/>
        <source>Pilot step time</source>
        <translation>Pilot adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="308"/>
        <location filename="../ui/report/report_model.cpp" line="310"/>
        <location filename="../ui/report/report_model.cpp" line="315"/>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="308"/>
        <source>Step time (s)</source>
        <translation>Adım süresi (sn)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="309"/>
        <source>Pilot loss</source>
        <translation>Pilot kaybı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="310"/>
        <source>Loss</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="312"/>
        <source>Pilot peak allocated memory</source>
        <translation>Pilotta ayrılan en yüksek bellek</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="316"/>
        <source>Peak allocated (GiB)</source>
        <translation>Ayrılan en yüksek bellek (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="339"/>
        <source>Side by side</source>
        <translation>Yan yana</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <source>Memory</source>
        <translation>Bellek</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <source>Step time</source>
        <translation>Adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <source>From</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="341"/>
        <source>Finish after</source>
        <translation>Bitiş süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="342"/>
        <source>Marks</source>
        <translation>İşaretler</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="350"/>
        <source>not planned</source>
        <translation>planlanmadı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="356"/>
        <source>fits</source>
        <translation>sığıyor</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="371"/>
        <source>best with waiting cost</source>
        <translation>bekleme maliyetiyle en iyi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="375"/>
        <source>Same run card, layout and budget on every card. Finish = the whole rental window, not only training.</source>
        <translation>Her kartta aynı çalıştırma kartı, düzen ve bütçe. Bitiş = yalnızca eğitim değil, tüm kiralama penceresi.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="385"/>
        <source>Price per GPU-hour</source>
        <translation>GPU-saat başına fiyat</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="385"/>
        <source>Billed</source>
        <translation>Faturalanan</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="385"/>
        <source>Total cost</source>
        <translation>Toplam maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="386"/>
        <source>Per 1M tokens</source>
        <translation>1M token başına</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="386"/>
        <source>Per epoch</source>
        <translation>Devir başına</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="386"/>
        <source>Training only, per 1M</source>
        <translation>Yalnızca eğitim, 1M başına</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="395"/>
        <source>(%1-GPU row)</source>
        <translation>(%1 GPU satırı)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="397"/>
        <source>(%1 rate)</source>
        <translation>(%1 tarifesi)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="402"/>
        <source>%1 GPU x %2 h</source>
        <translation>%1 GPU x %2 sa</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="415"/>
        <source>%1 %2 prices as of %3; ranges combine price spread and throughput uncertainty. Missing prices are shown as missing, never as zero.</source>
        <translation>%1 %2 fiyatları, %3 tarihli; aralıklar fiyat yayılımını ve verim belirsizliğini birleştirir. Eksik fiyatlar sıfır olarak değil, eksik olarak gösterilir.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="423"/>
        <source>Rental window</source>
        <translation>Kiralama penceresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="425"/>
        <source>Part</source>
        <translation>Bölüm</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="437"/>
        <source>Training</source>
        <translation>Eğitim</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="440"/>
        <source>Checkpoint writes</source>
        <translation>Kontrol noktası yazımları</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="442"/>
        <source>Restore check</source>
        <translation>Geri yükleme denetimi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="444"/>
        <source>Export off the machine</source>
        <translation>Makineden dışa aktarma</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="448"/>
        <source>Window</source>
        <translation>Pencere</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="449"/>
        <source>Billed (rounded to the period)</source>
        <translation>Faturalanan (döneme yuvarlanmış)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="452"/>
        <source>Billing period: %1. Exported values are in hours. Local NVMe is scratch: artifacts leave the machine before the window ends.</source>
        <translation>Faturalandırma dönemi: %1. Dışa aktarılan değerler saat cinsindendir. Yerel NVMe bir çalışma diskidir: yapıtlar pencere bitmeden makineden taşınır.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="465"/>
        <source>Options on %1</source>
        <translation>%1 için seçenekler</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="467"/>
        <source>Option</source>
        <translation>Seçenek</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="467"/>
        <source>Unit</source>
        <translation>Birim</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="467"/>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="472"/>
        <source>not in the price catalog</source>
        <translation>fiyat kataloğunda yok</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="483"/>
        <source>Stage</source>
        <translation>Aşama</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="483"/>
        <source>State</source>
        <translation>Durum</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="483"/>
        <source>Detail</source>
        <translation>Ayrıntı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="483"/>
        <source>Evidence</source>
        <translation>Kanıt</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="489"/>
        <source>nothing on file</source>
        <translation>kayıtlı kanıt yok</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="492"/>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Rezervasyona hazır: bellek bütçesi, ölçeklendirme adımı ve geri yükleme kanıtlandı.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="493"/>
        <source>Not ready to reserve: reserve the period only after the first three stages pass.</source>
        <translation>Rezervasyona hazır değil: dönemi yalnızca ilk üç aşama geçildikten sonra rezerve edin.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="500"/>
        <source>Sources</source>
        <translation>Kaynaklar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="502"/>
        <source>Key</source>
        <translation>Anahtar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="502"/>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="502"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="502"/>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="507"/>
        <source>Runcard research notes: hardware, scaling and cost</source>
        <translation>Runcard araştırma notları: donanım, ölçeklendirme ve maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="509"/>
        <source>Runcard research notes: memory and step time</source>
        <translation>Runcard araştırma notları: bellek ve adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="515"/>
        <source>Assumptions</source>
        <translation>Varsayımlar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="515"/>
        <source>Assumption</source>
        <translation>Varsayım</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="517"/>
        <source>Costs divide the whole rental window by the tokens the run trains, never by a theoretical peak.</source>
        <translation>Maliyetler tüm kiralama penceresini teorik bir tepe değere değil, çalıştırmanın eğittiği token sayısına böler.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="519"/>
        <source>The window counts setup and model loading, training, validation, checkpoint writes, one restore check, export off the machine and a %1 safety buffer; it is rounded up to whole billing periods (a month is 730 hours).</source>
        <translation>Pencere kurulum ve model yüklemeyi, eğitimi, doğrulamayı, kontrol noktası yazımlarını, bir geri yükleme denetimini, makineden dışa aktarmayı ve %1 güvenlik payını içerir; tam faturalandırma dönemlerine yukarı yuvarlanır (bir ay 730 saattir).</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="523"/>
        <source>Planner throughput carries a +-20% range (measured MFU priors span 0.40-0.60); a pilot&apos;s throughput carries its own step-time variation, at least +-5%.</source>
        <translation>Planlayıcı verimi ±%20 aralık taşır (ölçülmüş MFU önsel değerleri 0,40-0,60 arasındadır); pilot verimi kendi adım süresi değişimini, en az ±%5, taşır.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="525"/>
        <source>Prices without a published range carry +-%1. A card count without its own price row uses the nearest smaller machine&apos;s row, then larger; a longer period without its own rate uses the next shorter one. Both are flagged in the tables.</source>
        <translation>Yayımlanmış aralığı olmayan fiyatlar ±%1 taşır. Kendi fiyat satırı olmayan bir kart sayısı önce en yakın küçük makinenin, sonra büyüğünün satırını kullanır; kendi tarifesi olmayan daha uzun bir dönem bir kısa dönemin tarifesini kullanır. Her ikisi de tablolarda işaretlenir.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="529"/>
        <source>The export is %1; checkpoints hold fp32 trained weights and optimizer state; the base model is re-read from its revision.</source>
        <translation>Dışa aktarılan: %1; kontrol noktaları fp32 eğitilmiş ağırlıkları ve optimize edici durumunu tutar; temel model kendi revizyonundan yeniden okunur.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="532"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="533"/>
        <source>the trained weights in bf16</source>
        <translation>bf16 olarak eğitilmiş ağırlıklar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="535"/>
        <source>Measured throughput from %1 applies to %2 only; the other cards use the planner.</source>
        <translation>%1 dosyasındaki ölçülmüş verim yalnızca %2 için geçerlidir; diğer kartlar planlayıcıyı kullanır.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="538"/>
        <source>The pilot ran on %1, not on a catalog GPU: its throughput does not price any card; it validates the planner&apos;s memory and step model.</source>
        <translation>Pilot bir katalog GPU’sunda değil, %1 üzerinde çalıştı: verimi hiçbir kartı fiyatlandırmaz; planlayıcının bellek ve adım modelini doğrular.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="540"/>
        <source>an unrecorded device</source>
        <translation>kaydedilmemiş bir cihaz</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="542"/>
        <source>The price catalog could not be read: %1</source>
        <translation>Fiyat kataloğu okunamadı: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="543"/>
        <source>Runcard models allocation and billing locally; it claims no measurement of any provider&apos;s infrastructure.</source>
        <translation>Runcard tahsisi ve faturalandırmayı yerel olarak modeller; hiçbir sağlayıcının altyapısına ilişkin ölçüm iddia etmez.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="576"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="593"/>
        <source>planner</source>
        <translation>planlayıcı</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="595"/>
        <source>pilot</source>
        <translation>pilot</translation>
    </message>
    <message>
        <location filename="../ui/report/report_model.cpp" line="597"/>
        <source>planner, pilot-calibrated</source>
        <translation>planlayıcı, pilotla kalibre</translation>
    </message>
</context>
<context>
    <name>RunDefinitionView</name>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="153"/>
        <location filename="../ui/app/run_definition_view.cpp" line="276"/>
        <source>From the model</source>
        <translation>Modelden</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="203"/>
        <source>Enabled</source>
        <translation>Etkin</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="312"/>
        <source>option ids, separated by commas</source>
        <translation>virgülle ayrılmış seçenek kimlikleri</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="327"/>
        <source>Model preset</source>
        <translation>Model ön ayarı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="328"/>
        <source>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</source>
        <translation>Paketle gelen bir model mimarisi. Katman sayısı, gizli boyut ve sözcük dağarcığı her GPU&apos;nun tutması gereken ağırlıkları, gradyanları ve aktivasyonları belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="349"/>
        <source>None (config.json or model folder)</source>
        <translation>Yok (config.json veya model klasörü)</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="363"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="364"/>
        <source>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</source>
        <translation>Katalogdaki hızlandırıcı. Kullanılabilir belleği bütçedir; tepe FLOP/s değeri ve bant genişliği adım süresini belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="402"/>
        <source>LoRA targets</source>
        <translation>LoRA hedefleri</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="403"/>
        <source>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state.</source>
        <translation>Her bloğun hangi izdüşümlerine bağdaştırıcı ekleneceği. Daha çok hedef; daha çok eğitilebilir parametre, bağdaştırıcı belleği ve optimize edici durumu demektir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="447"/>
        <source>Training budget</source>
        <translation>Eğitim bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="448"/>
        <source>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</source>
        <translation>Çalıştırmanın ne kadar eğitim yapacağı: token, optimize edici adımı veya veri üzerinden devir (epoch) sayısı. Saniyedeki token sayısıyla birlikte eğitim süresini ve kiralama maliyetini belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="501"/>
        <source>Import a Hugging Face config.json</source>
        <translation>Hugging Face config.json içe aktar</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="503"/>
        <source>Model configuration (config.json *.json)</source>
        <translation>Model yapılandırması (config.json *.json)</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="510"/>
        <source>Import a local model folder</source>
        <translation>Yerel model klasörünü içe aktar</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="546"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="548"/>
        <source>Run name</source>
        <translation>Çalıştırma adı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="549"/>
        <source>Free text that names the run in files, results and reports.</source>
        <translation>Çalıştırmayı dosyalarda, sonuçlarda ve raporlarda adlandıran serbest metin.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="552"/>
        <source>e.g. llama-3.1-8b-lora-r16</source>
        <translation>ör. llama-3.1-8b-lora-r16</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="555"/>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="556"/>
        <source>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</source>
        <translation>Karta göreli yoldaki bir Hugging Face config.json dosyası. Mimariyi okumak için ön ayar yerine kullanılır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="561"/>
        <source>path/to/config.json</source>
        <translation>klasör/config.json</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="563"/>
        <source>Model folder</source>
        <translation>Model klasörü</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="564"/>
        <source>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</source>
        <translation>Yerel bir model klasörü: biçim için config.json, kesin parametre sayıları için *.safetensors başlıkları. Hiçbir ağırlık okunmaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="569"/>
        <source>path/to/model</source>
        <translation>klasör/model</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="572"/>
        <source>Model revision</source>
        <translation>Model revizyonu</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="573"/>
        <source>Recorded with results and reports, so a measurement can be traced to the exact weights.</source>
        <translation>Sonuçlar ve raporlarla birlikte kaydedilir; böylece her ölçüm tam olarak hangi ağırlıklarla yapıldığına kadar izlenebilir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="578"/>
        <source>repository@commit</source>
        <translation>depo@commit</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="580"/>
        <source>Architecture overrides</source>
        <translation>Mimari geçersiz kılmaları</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="583"/>
        <source>Layers</source>
        <translation>Katmanlar</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="584"/>
        <source>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</source>
        <translation>Transformer blokları. Ağırlıklar, gradyanlar ve saklanan aktivasyonlar bunlarla doğrusal büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="591"/>
        <source>Hidden size</source>
        <translation>Gizli boyut</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="592"/>
        <source>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</source>
        <translation>Artık akışın genişliği. Parametreler karesiyle, aktivasyonlar doğrusal olarak büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="599"/>
        <source>MLP width</source>
        <translation>MLP genişliği</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="600"/>
        <source>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</source>
        <translation>İleri beslemeli bloğun iç genişliği; parametrelerin ve MLP aktivasyonlarının en büyük payı buradadır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="608"/>
        <source>Attention heads</source>
        <translation>Dikkat başlıkları</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="609"/>
        <source>Query heads. With head size they set the attention projections.</source>
        <translation>Sorgu başlıkları. Başlık boyutuyla birlikte dikkat izdüşümlerini belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="620"/>
        <source>Key/value heads</source>
        <translation>Anahtar/değer başlıkları</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="621"/>
        <source>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</source>
        <translation>Gruplanmış sorgu dikkati: daha az anahtar/değer başlığı K ve V izdüşümlerini ve aktivasyonlarını küçültür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="634"/>
        <source>Head size</source>
        <translation>Başlık boyutu</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="635"/>
        <source>Width of one attention head; by default hidden size divided by the heads.</source>
        <translation>Bir dikkat başlığının genişliği; varsayılan olarak gizli boyutun başlık sayısına bölümü.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="647"/>
        <source>Vocabulary</source>
        <translation>Sözcük dağarcığı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="648"/>
        <source>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</source>
        <translation>Sözcük dağarcığındaki token sayısı. Her konumun logitleri bunu kapsar; büyük bir sözcük dağarcığı kayıp hesabını en büyük geçici tepelerden biri yapar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="656"/>
        <source>Tied embeddings</source>
        <translation>Bağlı gömmeler</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="657"/>
        <source>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</source>
        <translation>Çıkış katmanının gömme matrisini paylaşıp paylaşmadığı. Paylaşmıyorsa çıkış katmanı, gradyanları ve optimize edici durumuyla birlikte sözcük dağarcığı × gizli boyut kadar parametre ekler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="661"/>
        <source>Tied</source>
        <translation>Bağlı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="662"/>
        <source>Separate head</source>
        <translation>Ayrı çıkış katmanı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="671"/>
        <source>MLP type</source>
        <translation>MLP türü</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="672"/>
        <source>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</source>
        <translation>SwiGLU blok başına üç matris (gate, up, down), GELU iki matris içerir; MLP parametrelerini ve aktivasyonlarını belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="675"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="676"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="686"/>
        <source>Training</source>
        <translation>Eğitim</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="688"/>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="689"/>
        <source>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</source>
        <translation>Tam ince ayar her parametreyi eğitir ve her biri için optimize edici durumu tutar; LoRA dondurulmuş ağırlıklar üzerinde küçük bağdaştırıcılar eğitir; QLoRA ayrıca dondurulmuş ağırlıkları 4 bit olarak saklar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="694"/>
        <source>LoRA rank</source>
        <translation>LoRA rankı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="695"/>
        <source>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</source>
        <translation>Her bağdaştırıcının rankı. Bağdaştırıcı parametreleri, gradyanları ve optimize edici durumu bununla doğrusal büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="701"/>
        <source>LoRA alpha</source>
        <translation>LoRA alfa</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="702"/>
        <source>Scale of the adapter update. Affects quality, not memory or time.</source>
        <translation>Bağdaştırıcı güncellemesinin ölçeği. Kaliteyi etkiler; belleği ve süreyi etkilemez.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="705"/>
        <source>LoRA dropout</source>
        <translation>LoRA dropout oranı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="706"/>
        <source>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations.</source>
        <translation>Bağdaştırıcı girişindeki dropout; sıfırdan büyükse aktivasyonlarda her bağdaştırıcı için bir maske saklar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="713"/>
        <source>QLoRA double quantization</source>
        <translation>QLoRA çift nicemleme</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="714"/>
        <source>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</source>
        <translation>NF4 ölçekleme sabitlerini de nicemler; ağırlık başına yaklaşık 0,4 bit kazandırır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="719"/>
        <source>Optimizer</source>
        <translation>Optimize edici</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="720"/>
        <source>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</source>
        <translation>AdamW her eğitilebilir parametre için iki fp32 moment (8 bayt) tutar; 8 bitlik türevleri 2 bayt tutar; momentumsuz SGD hiç tutmaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="726"/>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="727"/>
        <source>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Hopper-class or newer GPUs.</source>
        <translation>Hesaplama ve saklamanın sayısal biçimi. Karma hassasiyet fp32 ana ağırlıkları tutar; FP8 için Hopper sınıfı veya daha yeni GPU gerekir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="733"/>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="734"/>
        <source>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</source>
        <translation>Bir partideki en uzun dizi. Aktivasyon belleği bununla doğrusal (eager dikkatte karesel) büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="739"/>
        <location filename="../ui/app/run_definition_view.cpp" line="891"/>
        <location filename="../ui/app/run_definition_view.cpp" line="905"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="740"/>
        <source>Packed sequences</source>
        <translation>Paketlenmiş diziler</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="741"/>
        <source>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</source>
        <translation>Paketleme her diziyi tam uzunluğa kadar doldurur: öngörülebilir bellek, dolguya harcanmayan hesaplama.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="747"/>
        <source>Micro-batch</source>
        <translation>Mikro parti</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="748"/>
        <source>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</source>
        <translation>Bir ileri geçişte GPU başına dizi sayısı. Aktivasyon ve logit belleği bununla doğrusal büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="752"/>
        <source>sequences</source>
        <translation>dizi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="755"/>
        <source>Gradient accumulation</source>
        <translation>Gradyan biriktirme</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="756"/>
        <source>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</source>
        <translation>Optimize edici adımı başına mikro parti sayısı. Aktivasyon belleğini artırmadan etkin parti boyutunu büyütür; adım başına süreye mal olur.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="761"/>
        <source>micro-batches</source>
        <translation>mikro parti</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="764"/>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon kontrol noktası</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="765"/>
        <source>Recomputes activations in the backward pass instead of storing them: much less activation memory for roughly a third more compute (full).</source>
        <translation>Aktivasyonları saklamak yerine geri geçişte yeniden hesaplar: çok daha az aktivasyon belleği, karşılığında yaklaşık üçte bir fazla hesaplama (tam).</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="771"/>
        <source>Activation offloading</source>
        <translation>Aktivasyonları CPU&apos;ya aktar</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="772"/>
        <source>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</source>
        <translation>Saklanan aktivasyonları ana makine belleğine taşır; cihaz belleğinden kazandırır, ana makine bağlantısı üzerinden aktarım süresine mal olur.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="778"/>
        <source>Attention kernel</source>
        <translation>Dikkat çekirdeği</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="779"/>
        <source>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not.</source>
        <translation>Eager dikkat tüm skor matrisini saklar (dizi uzunluğunda karesel); SDPA ve FlashAttention saklamaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="785"/>
        <source>Loss computation</source>
        <translation>Kayıp hesaplama</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="786"/>
        <source>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak.</source>
        <translation>Parçalı veya birleşik çapraz entropi, çoğu zaman en büyük geçici tepe olan tüm partinin fp32 logitlerini tutmaktan kaçınır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="791"/>
        <source>Compiled (fused) kernels</source>
        <translation>Derlenmiş (birleşik) çekirdekler</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="792"/>
        <source>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</source>
        <translation>torch.compile tarzı birleştirme: daha az saklanan geçici tensör ve daha yüksek kullanım oranı.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="797"/>
        <source>Optimizer step in backward</source>
        <translation>Geri geçişte optimize edici adımı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="798"/>
        <source>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</source>
        <translation>Her parametrenin güncellemesini gradyanı hazır olur olmaz uygular; böylece gradyanların tamamı hiçbir an birlikte tutulmaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="804"/>
        <source>Learning rate</source>
        <translation>Öğrenme oranı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="805"/>
        <source>Peak learning rate used by the pilot. Affects quality, not memory or time.</source>
        <translation>Pilotun kullandığı en yüksek öğrenme oranı. Kaliteyi etkiler; belleği ve süreyi etkilemez.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="810"/>
        <source>Warm-up steps</source>
        <translation>Isınma adımları</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="811"/>
        <source>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</source>
        <translation>Öğrenme oranının yükseldiği optimize edici adımları; pilot bunları süre ölçümüne de katmaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="816"/>
        <location filename="../ui/app/run_definition_view.cpp" line="899"/>
        <location filename="../ui/app/run_definition_view.cpp" line="913"/>
        <source>steps</source>
        <translation>adım</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="818"/>
        <source>Schedule</source>
        <translation>Zamanlayıcı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="819"/>
        <source>How the learning rate decays after warm-up.</source>
        <translation>Isınmadan sonra öğrenme oranının nasıl azalacağı.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="823"/>
        <source>Hardware</source>
        <translation>Donanım</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="825"/>
        <source>GPUs per node</source>
        <translation>Düğüm başına GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="826"/>
        <source>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</source>
        <translation>Tek makinedeki GPU sayısı. Bölümlenmiş düzenler ağırlıkları, gradyanları ve optimize edici durumunu bunlara paylaştırır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="832"/>
        <source>Nodes</source>
        <translation>Düğümler</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="833"/>
        <source>Machines. Communication between nodes is much slower than inside one.</source>
        <translation>Makine sayısı. Düğümler arası iletişim tek düğüm içindekinden çok daha yavaştır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="837"/>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="838"/>
        <source>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</source>
        <translation>DDP tüm eğitim durumunu her GPU&apos;ya kopyalar; ZeRO ve FSDP onu bölümlere ayırır ve iletişim getirir. Dört GPU tek büyük bir bellek havuzu değildir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="843"/>
        <source>CPU offload</source>
        <translation>CPU&apos;ya aktarma</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="844"/>
        <source>Keeps optimizer state (and, with ZeRO-3, parameters) in host memory: less device memory, slower steps.</source>
        <translation>Optimize edici durumunu (ZeRO-3 ile parametreleri de) ana makine belleğinde tutar: daha az cihaz belleği, daha yavaş adımlar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="850"/>
        <source>Memory margin</source>
        <translation>Bellek marjı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="851"/>
        <source>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</source>
        <translation>En uzun partiler, parçalanma ve kitaplık güncellemeleri için tepe noktasında boş kalması gereken kullanılabilir cihaz belleği payı.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="857"/>
        <source>Data, validation and checkpoints</source>
        <translation>Veri, doğrulama ve kontrol noktaları</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="859"/>
        <source>Training data</source>
        <translation>Eğitim verisi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="860"/>
        <source>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</source>
        <translation>Metin alanı olan JSONL veya düz metin; karta göreli yol. Pilot gerçek en uzun partilerini buradan okur.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="865"/>
        <source>data/train.jsonl</source>
        <translation>veri/egitim.jsonl</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="867"/>
        <source>Data revision</source>
        <translation>Veri revizyonu</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="868"/>
        <source>Recorded with results, so a measurement can be traced to the exact data.</source>
        <translation>Sonuçlarla birlikte kaydedilir; böylece her ölçüm tam olarak hangi veriyle yapıldığına kadar izlenebilir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="872"/>
        <source>sha256:…</source>
        <translation>sha256:…</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="874"/>
        <source>Text field</source>
        <translation>Metin alanı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="875"/>
        <source>The JSONL field that holds the training text.</source>
        <translation>Eğitim metnini tutan JSONL alanı.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="878"/>
        <source>Tokenizer</source>
        <translation>Token ayırıcı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="879"/>
        <source>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</source>
        <translation>Pilotun token sayımları için bir SentencePiece modeli; boş = bayt düzeyi.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="883"/>
        <source>byte-level</source>
        <translation>bayt düzeyi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="885"/>
        <source>Tokens per epoch</source>
        <translation>Devir başına token</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="886"/>
        <source>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</source>
        <translation>Eğitim verisinin bir kez baştan sona geçilmesindeki token sayısı; devir bütçesini tokene ve süreye çevirir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="893"/>
        <source>Validate every</source>
        <translation>Doğrulama sıklığı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="894"/>
        <source>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</source>
        <translation>Doğrulama kiralama penceresinin içinde çalışır; sık doğrulama süre ekler, bellek eklemez. 0 = hiçbir zaman.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="901"/>
        <source>Validation tokens</source>
        <translation>Doğrulama tokenleri</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="902"/>
        <source>Tokens evaluated each time; sets how long one validation takes.</source>
        <translation>Her seferinde değerlendirilen token sayısı; bir doğrulamanın ne kadar süreceğini belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="907"/>
        <source>Checkpoint every</source>
        <translation>Kontrol noktası sıklığı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="908"/>
        <source>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</source>
        <translation>Kontrol noktası yazımları eğitimi duraklatır; süreleri kiralama penceresine dahildir. 0 = yalnızca sonda.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="914"/>
        <source>Checkpoints kept</source>
        <translation>Saklanan kontrol noktası</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="915"/>
        <source>How many checkpoints stay on disk; each holds weights and optimizer state.</source>
        <translation>Diskte kaç kontrol noktası kalacağı; her biri ağırlıkları ve optimize edici durumunu içerir.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="921"/>
        <source>Rental window</source>
        <translation>Kiralama penceresi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="923"/>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="924"/>
        <source>On-demand, reserved or spot price from the price catalog.</source>
        <translation>Fiyat kataloğundan isteğe bağlı, rezerve veya spot fiyat.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="928"/>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="929"/>
        <source>The unit the provider bills in; a run is rounded up to it.</source>
        <translation>Sağlayıcının faturalandırdığı birim; çalıştırma süresi buna yukarı yuvarlanır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="933"/>
        <source>Set-up time</source>
        <translation>Kurulum süresi</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="934"/>
        <source>Provisioning, environment, download and model loading: billed, but no training happens.</source>
        <translation>Makinenin hazırlanması, ortam, indirme ve model yükleme: faturalandırılır ama eğitim yapılmaz.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="938"/>
        <source>h</source>
        <translation>sa</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="940"/>
        <source>Export size</source>
        <translation>Dışa aktarma boyutu</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="941"/>
        <source>Artifacts to move off the machine before the allocation ends (0 = the final weights).</source>
        <translation>Tahsis sona ermeden makineden taşınacak yapıtlar (0 = son ağırlıklar).</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="946"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="948"/>
        <source>Export bandwidth</source>
        <translation>Dışa aktarma bant genişliği</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="949"/>
        <source>Bandwidth off the machine; with the export size it sets the export time.</source>
        <translation>Makineden dışarıya bant genişliği; dışa aktarma boyutuyla birlikte aktarma süresini belirler.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="953"/>
        <source>GB/s</source>
        <translation>GB/sn</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="955"/>
        <source>Safety buffer</source>
        <translation>Güvenlik payı</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="956"/>
        <source>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</source>
        <translation>Beklenmedik durumlar için pencereye eklenen pay: yeniden başlatmalar, yavaş düğümler, tekrar çalıştırmalar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="961"/>
        <source>Value of a day earlier</source>
        <translation>Erken bitirmenin günlük değeri</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="962"/>
        <source>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</source>
        <translation>Bir gün erken bitirmenin ekip için değeri, fiyat para biriminde; daha hızlı bir GPU&apos;nun maliyette öne geçmesini sağlar.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="968"/>
        <source>Price file</source>
        <translation>Fiyat dosyası</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="969"/>
        <source>A price catalog of your own; empty = the bundled one.</source>
        <translation>Kendi fiyat kataloğunuz; boş = paketle gelen katalog.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="972"/>
        <source>bundled</source>
        <translation>paketle gelen</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="973"/>
        <source>Rental options</source>
        <translation>Kiralama seçenekleri</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="974"/>
        <source>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</source>
        <translation>Çalıştırmanın ihtiyaç duyduğu fiyat kataloğu seçenekleri (depolama, destek, ...); tüm pencere boyunca faturalandırılır.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1063"/>
        <source>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</source>
        <translation>%1 parametre, %2 eğitilebilir (%3) · %4 katman, gizli boyut %5, sözcük dağarcığı %6</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1073"/>
        <source>The model cannot be resolved yet; see the marked fields.</source>
        <translation>Model henüz çözümlenemiyor; işaretli alanlara bakın.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1092"/>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters.</source>
        <translation>%1 içe aktarıldı: %2 katman, gizli boyut %3, %4 parametre.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1121"/>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</source>
        <translation>%1 içe aktarıldı: %2 katman, gizli boyut %3; %5 safetensors başlığında %4 parametre sayıldı.</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1198"/>
        <source>Import config.json…</source>
        <translation>config.json içe aktar…</translation>
    </message>
    <message>
        <location filename="../ui/app/run_definition_view.cpp" line="1200"/>
        <source>Import model folder…</source>
        <translation>Model klasörü içe aktar…</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CompareView</name>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="87"/>
        <source>%1 (calibrated: memory, utilisation)</source>
        <translation>%1 (kalibre: bellek, kullanım oranı)</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="89"/>
        <source>%1 (calibrated: memory)</source>
        <translation>%1 (kalibre: bellek)</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="91"/>
        <source>%1 (calibrated: utilisation)</source>
        <translation>%1 (kalibre: kullanım oranı)</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="225"/>
        <source>Cannot run this card: %1</source>
        <translation>Bu çalıştırma kartı çalıştırılamaz: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="227"/>
        <source>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</source>
        <translation>Doğrulanmış bir PyTorch ROCm derlemesi, desteklenen operatörler ve uyumlu bağımlılıklar gerektirir. Yalnızca ürün adını değil, kurulu tam hızlandırıcıyı ve yığını doğrulayın.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="231"/>
        <source>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</source>
        <translation>FP8 eğitimi yok: FP8 için Hopper sınıfı veya daha yeni tensör çekirdekleri gerekir.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="233"/>
        <source>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</source>
        <translation>PyTorch bu yığında TF32&apos;yi yok sayar; TF32, FP32 hızında çalışır.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="235"/>
        <source>Fits only inside the memory margin at the card&apos;s layout.</source>
        <translation>Kartın düzeninde yalnızca bellek marjının içine girerek sığıyor.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="261"/>
        <source>GPU comparison</source>
        <translation>GPU karşılaştırması</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="262"/>
        <source>No comparison: %1</source>
        <translation>Karşılaştırma yok: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="272"/>
        <source>The same card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</source>
        <translation>Aynı çalıştırma kartı her GPU&apos;da: %1 × GPU, %2, mikro parti %3, dizi uzunluğu %4</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="280"/>
        <source>No GPU in the catalog fits this card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</source>
        <translation>Katalogdaki hiçbir GPU bu kartı en fazla %2 GPU ile %1 marjla sığdıramıyor. Aktivasyon kontrol noktası, daha küçük bir mikro parti, LoRA veya QLoRA deneyin.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="292"/>
        <source>&lt;b&gt;Smallest configuration that fits: %1 × %2 with %3.&lt;/b&gt; It needs the fewest GPUs of any card while keeping the %4 margin: %5 of %6 per GPU at the peak, time to train %7. Among cards with as few GPUs it finishes first.</source>
        <translation>&lt;b&gt;Sığan en küçük yapılandırma: %3 ile %1 × %2.&lt;/b&gt; %4 marjı koruyarak en az GPU&apos;ya ihtiyaç duyan seçenek: tepe noktasında GPU başına %6 belleğin %5 kadarı, eğitim süresi %7. Aynı sayıda GPU isteyenler arasında en önce bu bitirir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/app/compare_view.cpp" line="306"/>
        <source>Also fit on %n GPU(s): %1.</source>
        <translation>
            <numerusform>%n GPU&apos;ya sığan diğerleri: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="396"/>
        <source>Memory:</source>
        <translation>Bellek:</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="397"/>
        <source>Interconnect:</source>
        <translation>Ara bağlantı:</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="399"/>
        <source>Software stack</source>
        <translation>Yazılım yığını</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="403"/>
        <source>Caveats</source>
        <translation>Uyarılar</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="409"/>
        <source>Catalog notes</source>
        <translation>Katalog notları (İngilizce)</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="424"/>
        <source>Software stack and caveats</source>
        <translation>Yazılım yığını ve uyarılar</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="425"/>
        <source>What-if values from the memory budget are in effect.</source>
        <translation>Bellek bütçesindeki “ya şöyle olsaydı” değerleri geçerli.</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="426"/>
        <source>Memory per GPU at the card&apos;s layout</source>
        <translation>Kartın düzeninde GPU başına bellek</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="427"/>
        <source>Time to train at the card&apos;s layout</source>
        <translation>Kartın düzeninde eğitim süresi</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="428"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="429"/>
        <source>hours</source>
        <translation>saat</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="430"/>
        <source>Usable memory</source>
        <translation>Kullanılabilir bellek</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="431"/>
        <location filename="../ui/app/compare_view.cpp" line="434"/>
        <source>Fits with margin</source>
        <translation>Marjla sığıyor</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="432"/>
        <source>Tight</source>
        <translation>Sınırda</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="433"/>
        <source>Does not fit</source>
        <translation>Sığmıyor</translation>
    </message>
    <message>
        <location filename="../ui/app/compare_view.cpp" line="435"/>
        <source>Without the margin (not reachable as planned)</source>
        <translation>Marj yok (planlandığı gibi ulaşılamaz)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CostView</name>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="189"/>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="190"/>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="191"/>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="192"/>
        <source>Cost of waiting per day</source>
        <translation>Günlük bekleme maliyeti</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="193"/>
        <source>What finishing a day earlier is worth to you; it is added to each card&apos;s cost for the comparison.</source>
        <translation>Bir gün erken bitirmenin sizin için değeri; karşılaştırma için her kartın maliyetine eklenir.</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="195"/>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="196"/>
        <source>Price file…</source>
        <translation>Fiyat dosyası…</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="197"/>
        <source>Use your provider&apos;s price file (YAML, docs/cost-model.md).</source>
        <translation>Sağlayıcınızın fiyat dosyasını kullanın (YAML, docs/cost-model.md).</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="198"/>
        <source>Edit prices…</source>
        <translation>Fiyatları düzenle…</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="199"/>
        <source>Opens your price file in the text editor; a copy of the bundled prices is made first if you have none.</source>
        <translation>Fiyat dosyanızı metin düzenleyicide açar; dosyanız yoksa önce paketle gelen fiyatların bir kopyası oluşturulur.</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="201"/>
        <source>Bundled prices</source>
        <translation>Paketle gelen fiyatlar</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="202"/>
        <source>Rental window</source>
        <translation>Kiralama penceresi</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="203"/>
        <source>Cost per 1M trained tokens</source>
        <translation>Eğitilen 1M token başına maliyet</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="247"/>
        <source>No price in the catalog: %1</source>
        <translation>Katalogda fiyat yok: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="302"/>
        <source>Price file</source>
        <translation>Fiyat dosyası</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="303"/>
        <source>Price catalogs (*.yaml *.yml)</source>
        <translation>Fiyat katalogları (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="342"/>
        <source>Prices as of %1 (%2). Missing prices are shown as missing, never as zero.</source>
        <translation>Fiyatlar %1 tarihli (%2). Eksik fiyatlar sıfır olarak değil, eksik olarak gösterilir.</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="346"/>
        <source>Your file: %1</source>
        <translation>Dosyanız: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="348"/>
        <source>The price catalog could not be read: %1</source>
        <translation>Fiyat kataloğu okunamadı: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/cost_view.cpp" line="350"/>
        <source>That price file was not used: %1</source>
        <translation>Bu fiyat dosyası kullanılmadı: %1</translation>
    </message>
</context>
<context>
    <name>runcard::ui::DecisionChecklist</name>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="275"/>
        <source>Stage</source>
        <translation>Aşama</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="275"/>
        <source>State</source>
        <translation>Durum</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="275"/>
        <source>Evidence</source>
        <translation>Kanıt</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="275"/>
        <source>Detail</source>
        <translation>Ayrıntı</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="281"/>
        <source>nothing on file</source>
        <translation>kayıtlı kanıt yok</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="291"/>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Rezervasyona hazır: bellek bütçesi, ölçeklendirme adımı ve geri yükleme kanıtlandı.</translation>
    </message>
    <message>
        <location filename="../ui/report/decision_checklist.cpp" line="293"/>
        <source>Not ready to reserve yet: finish the pending stages first.</source>
        <translation>Henüz rezervasyona hazır değil: önce bekleyen aşamaları tamamlayın.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::GpuComparisonModel</name>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="34"/>
        <source>Unsupported</source>
        <translation>Desteklenmiyor</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="36"/>
        <source>Fits with margin</source>
        <translation>Marjla sığıyor</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="38"/>
        <source>Tight</source>
        <translation>Sınırda</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="39"/>
        <source>Does not fit</source>
        <translation>Sığmıyor</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="79"/>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="79"/>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="80"/>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="161"/>
        <source>Whether the card fits with its memory margin at its own GPU count and parallelism.</source>
        <translation>Kartın kendi GPU sayısı ve paralelliğiyle bellek marjını koruyarak sığıp sığmadığı.</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="164"/>
        <source>Predicted device memory per GPU at the card&apos;s layout, as nvidia-smi or amd-smi would show it.</source>
        <translation>Kartın düzeninde GPU başına öngörülen cihaz belleği; nvidia-smi veya amd-smi&apos;nin göstereceği şekilde.</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="167"/>
        <source>Usable memory minus the predicted device memory; it should stay above the card&apos;s margin (%1).</source>
        <translation>Kullanılabilir bellekten öngörülen cihaz belleği çıkarılınca kalan; kartın marjının (%1) üstünde kalmalı.</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="174"/>
        <source>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the card).</source>
        <translation>Bu düzenle marjı koruyarak sığan en az GPU sayısı (mikro parti ve kontrol noktası karttaki gibi).</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="184"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="186"/>
        <source>Usable</source>
        <translation>Kullanılabilir</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="188"/>
        <source>Verdict</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="190"/>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="192"/>
        <source>Headroom</source>
        <translation>Boş pay</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="194"/>
        <source>One GPU</source>
        <translation>Tek GPU</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="196"/>
        <source>GPUs (DDP)</source>
        <translation>GPU (DDP)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="198"/>
        <source>GPUs (ZeRO-3)</source>
        <translation>GPU (ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="200"/>
        <source>GPUs (FSDP)</source>
        <translation>GPU (FSDP)</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="202"/>
        <source>Step time</source>
        <translation>Adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="204"/>
        <source>Throughput</source>
        <translation>Verim</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="206"/>
        <source>Time to train</source>
        <translation>Eğitim süresi</translation>
    </message>
    <message>
        <location filename="../ui/app/gpu_comparison_model.cpp" line="208"/>
        <source>Software stack</source>
        <translation>Yazılım yığını</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MainWindow</name>
    <message>
        <location filename="../ui/app/main_window.cpp" line="167"/>
        <source>Open run card</source>
        <translation>Çalıştırma kartı aç</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="169"/>
        <location filename="../ui/app/main_window.cpp" line="314"/>
        <source>Run cards (*.yaml *.yml)</source>
        <translation>Çalıştırma kartları (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="228"/>
        <source>About Runcard</source>
        <translation>Runcard hakkında</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="229"/>
        <source>&lt;h3&gt;Runcard %1&lt;/h3&gt;&lt;p&gt;A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare cards, pilot, then decide on the cost per successful run.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Runcard %1&lt;/h3&gt;&lt;p&gt;Kiralık GPU&apos;larda dil modellerine ince ayar için iş yükü danışmanı: çalıştırmayı tanımlayın, bellek bütçesini çıkarın, kartları karşılaştırın, pilotu çalıştırın, ardından başarılı çalıştırma başına maliyete göre karar verin.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="247"/>
        <source>No recent cards</source>
        <translation>Son kullanılan kart yok</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="254"/>
        <source>The card had not been saved yet.</source>
        <translation>Kart henüz hiç kaydedilmemişti.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="254"/>
        <source>Card: %1</source>
        <translation>Kart: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="258"/>
        <source>Recovered the unsaved run card.</source>
        <translation>Kaydedilmemiş çalıştırma kartı kurtarıldı.</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="261"/>
        <source>Recovery failed</source>
        <translation>Kurtarma başarısız</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="280"/>
        <source>Cannot open the run card</source>
        <translation>Çalıştırma kartı açılamıyor</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="284"/>
        <source>Opened %1</source>
        <translation>%1 açıldı</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="313"/>
        <source>Save run card</source>
        <translation>Çalıştırma kartını kaydet</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="320"/>
        <source>Cannot save the run card</source>
        <translation>Çalıştırma kartı kaydedilemiyor</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="323"/>
        <source>Saved %1</source>
        <translation>%1 kaydedildi</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="352"/>
        <source>%1[*] — Runcard</source>
        <translation>%1[*] — Runcard</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="358"/>
        <source>Card incomplete</source>
        <translation>Kart eksik</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="364"/>
        <source>%1 of %2 per GPU on %3</source>
        <translation>%3 üzerinde GPU başına %2 belleğin %1 kadarı</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="382"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="383"/>
        <source>&amp;New run card</source>
        <translation>&amp;Yeni çalıştırma kartı</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="384"/>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="385"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Son kullanılanlar</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="386"/>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="387"/>
        <source>Save &amp;as…</source>
        <translation>F&amp;arklı kaydet…</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="388"/>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="389"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="390"/>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="391"/>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="392"/>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="393"/>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="394"/>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="395"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="396"/>
        <source>&amp;About Runcard</source>
        <translation>Runcard &amp;hakkında</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MemoryBudgetView</name>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="284"/>
        <source>What-if values are in effect here and in the comparison; the card is unchanged until you apply them.</source>
        <translation>“Ya şöyle olsaydı” değerleri burada ve karşılaştırmada geçerli; siz uygulayana kadar kart değişmez.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="286"/>
        <source>Drag a control to see the budget change; the card stays as it is.</source>
        <translation>Bütçenin nasıl değiştiğini görmek için bir denetimi sürükleyin; kart olduğu gibi kalır.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="316"/>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="317"/>
        <source>No budget: %1</source>
        <translation>Bütçe yok: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="332"/>
        <source>Memory per GPU on %1 × %2 (%3)</source>
        <translation>%1 × %2 üzerinde GPU başına bellek (%3)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="346"/>
        <source>Usable %1</source>
        <translation>Kullanılabilir %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="348"/>
        <source>Margin limit %1</source>
        <translation>Marj sınırı %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="364"/>
        <source>Peak allocated (tensors)</source>
        <translation>Ayrılan en yüksek bellek (tensörler)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="365"/>
        <source>Reserved by the allocator</source>
        <translation>Ayırıcının rezerve ettiği</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="366"/>
        <source>Device total (as nvidia-smi shows)</source>
        <translation>Cihaz toplamı (nvidia-smi&apos;nin gösterdiği)</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="367"/>
        <source>Usable device memory</source>
        <translation>Kullanılabilir cihaz belleği</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="368"/>
        <source>Headroom</source>
        <translation>Boş pay</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="375"/>
        <source>forward pass</source>
        <translation>ileri geçiş</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="377"/>
        <source>loss</source>
        <translation>kayıp</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="379"/>
        <source>backward pass</source>
        <translation>geri geçiş</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="381"/>
        <source>optimizer step</source>
        <translation>optimize edici adımı</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="387"/>
        <source>Cannot run on this GPU: %1</source>
        <translation>Bu GPU&apos;da çalışamaz: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="391"/>
        <source>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</source>
        <translation>Marjla sığıyor: tepe noktasında (%3) %2 belleğin %1 kadarı kullanılıyor, boş pay %4 (%5).</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="396"/>
        <source>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</source>
        <translation>Sığıyor ama %1 marjın içinde: boş pay yalnızca %2. En uzun partiler veya bir kitaplık güncellemesi belleği tüketebilir.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="401"/>
        <source>Does not fit: %1 needed, %2 usable (%3 short).</source>
        <translation>Sığmıyor: %1 gerekli, %2 kullanılabilir (%3 eksik).</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="408"/>
        <source>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</source>
        <translation>Adım süresi %1 · %2 · MFU %3 · %4 adım · eğitim süresi %5</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="426"/>
        <source>What if…</source>
        <translation>Ya şöyle olsaydı…</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="427"/>
        <source>Micro-batch</source>
        <translation>Mikro parti</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="428"/>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="429"/>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon kontrol noktası</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="430"/>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="431"/>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="432"/>
        <source>Sequences per GPU per forward pass; activations grow with it.</source>
        <translation>İleri geçiş başına GPU başına dizi sayısı; aktivasyonlar bununla büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="433"/>
        <source>Longest sequence in tokens; activations grow with it.</source>
        <translation>Token olarak en uzun dizi; aktivasyonlar bununla büyür.</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="439"/>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="440"/>
        <source>Apply to card</source>
        <translation>Karta uygula</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="441"/>
        <source>Part</source>
        <translation>Bölüm</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="441"/>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="441"/>
        <source>Of device</source>
        <translation>Cihaz payı</translation>
    </message>
    <message>
        <location filename="../ui/app/memory_budget_view.cpp" line="447"/>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PilotView</name>
    <message numerus="yes">
        <source>%n line(s) of the pilot&apos;s output could not be read; first: %1</source>
        <translation>
            <numerusform>Pilot çıktısının %n satırı okunamadı; ilki: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete: the last pilot did not finish (it was stopped or crashed); its figures cover only the steps it ran</source>
        <translation>Eksik: son pilot tamamlanmadı (durduruldu ya da çöktü); değerler yalnızca çalıştırdığı adımları kapsar</translation>
    </message>
    <message>
        <source>These results were written by a newer runcard-pilot (%1); this Runcard cannot read them</source>
        <translation>Bu sonuçları daha yeni bir runcard-pilot (%1) yazmış; bu Runcard onları okuyamaz</translation>
    </message>
    <message>
        <source>not compared (no expected result)</source>
        <translation>karşılaştırılmadı (beklenen sonuç yok)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Fastest / slowest step</source>
        <translation>En hızlı / en yavaş adım</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="143"/>
        <source>Pilot running…</source>
        <translation>Pilot çalışıyor…</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="156"/>
        <source>Cancelling…</source>
        <translation>İptal ediliyor…</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="165"/>
        <source>Pilot result: %1</source>
        <translation>Pilot sonucu: %1</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="177"/>
        <source>Cancelled; partial results are in %1</source>
        <translation>İptal edildi; kısmi sonuçlar şurada: %1</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="179"/>
        <source>The pilot stopped unexpectedly</source>
        <translation>Pilot beklenmedik biçimde durdu</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="181"/>
        <source>Out of memory: %1</source>
        <translation>Bellek yetersiz: %1</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="183"/>
        <source>The pilot failed (exit code %1)</source>
        <translation>Pilot başarısız oldu (çıkış kodu %1)</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="186"/>
        <source>Pilot finished; results saved in %1</source>
        <translation>Pilot tamamlandı; sonuçlar şuraya kaydedildi: %1</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="203"/>
        <source>Start pilot</source>
        <translation>Pilotu başlat</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="204"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="206"/>
        <source>No pilot run yet</source>
        <translation>Henüz pilot çalıştırılmadı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="207"/>
        <source>Time (s)</source>
        <translation>Süre (sn)</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="208"/>
        <source>Tensor memory (MiB)</source>
        <translation>Tensör belleği (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="209"/>
        <source>Current</source>
        <translation>Anlık</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="210"/>
        <source>Peak in phase</source>
        <translation>Aşamadaki en yüksek</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="211"/>
        <source>Predicted peak</source>
        <translation>Tahmin edilen en yüksek</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="212"/>
        <source>Memory limit</source>
        <translation>Bellek sınırı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="213"/>
        <source>Step time (warm-up shaded)</source>
        <translation>Adım süresi (ısınma gölgeli)</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="214"/>
        <source>Median</source>
        <translation>Medyan</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="215"/>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="216"/>
        <source>Step time (s)</source>
        <translation>Adım süresi (sn)</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="217"/>
        <source>Measure</source>
        <translation>Ölçüm</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="217"/>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="284"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="284"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="286"/>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="290"/>
        <source>Scale</source>
        <translation>Ölçek</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="291"/>
        <source>proxy: %1 of %2 layers</source>
        <translation>vekil model: %2 katmanın %1 tanesi</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="292"/>
        <source>full model</source>
        <translation>tam model</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="293"/>
        <source>Median step time</source>
        <translation>Medyan adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="294"/>
        <source>p90 step time</source>
        <translation>p90 adım süresi</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="296"/>
        <source>Coefficient of variation</source>
        <translation>Değişim katsayısı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="300"/>
        <source>Data-wait share</source>
        <translation>Veri bekleme payı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="302"/>
        <source>Validation time</source>
        <translation>Doğrulama süresi</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="304"/>
        <source>Checkpoint write</source>
        <translation>Kontrol noktası yazımı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="305"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/sn</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="307"/>
        <source>Restore proof</source>
        <translation>Geri yükleme kanıtı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="308"/>
        <source>bit-exact in a new process</source>
        <translation>yeni bir süreçte bit düzeyinde aynı</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="308"/>
        <source>FAILED</source>
        <translation>BAŞARISIZ</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="309"/>
        <source>Predicted peak tensor memory</source>
        <translation>Tahmin edilen en yüksek tensör belleği</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="310"/>
        <source>Measured peak tensor memory</source>
        <translation>Ölçülen en yüksek tensör belleği</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="313"/>
        <source>Prediction error</source>
        <translation>Tahmin hatası</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="314"/>
        <source>Peak total usage</source>
        <translation>En yüksek toplam kullanım</translation>
    </message>
    <message>
        <location filename="../ui/pilot/pilot_view.cpp" line="316"/>
        <source>Out of memory (step / phase / bytes asked)</source>
        <translation>Bellek yetersiz (adım / aşama / istenen bayt)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PlanSession</name>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="101"/>
        <source>Not calibrated: the pilot&apos;s results cannot be read (%1).</source>
        <translation>Kalibre edilmedi: pilot sonuçları okunamıyor (%1).</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="104"/>
        <source>Not calibrated: no pilot results for this card yet.</source>
        <translation>Kalibre edilmedi: bu kart için henüz pilot sonucu yok.</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="111"/>
        <source>the pilot ran out of memory, so its peak is only a lower bound</source>
        <translation>pilotun belleği yetmedi, bu yüzden ölçülen en yüksek değer yalnızca bir alt sınır</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="113"/>
        <source>the pilot measured no peak the prediction&apos;s activations can explain</source>
        <translation>pilot, tahminin aktivasyonlarıyla açıklanabilecek bir en yüksek değer ölçmedi</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="115"/>
        <source>the planner&apos;s runcard-pilot estimate does not take a measured scale yet (measured/predicted ×%1)</source>
        <translation>planlayıcının runcard-pilot tahmini henüz ölçülen bir ölçeği kullanmıyor (ölçülen/tahmin ×%1)</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="119"/>
        <source>the pilot ran a different implementation (runcard&apos;s LibTorch model, not %1)</source>
        <translation>pilot farklı bir uygulama çalıştırdı (%1 değil, Runcard'ın LibTorch modeli)</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="125"/>
        <source>utilisation %1 was measured on %2 and applies to that GPU only</source>
        <translation>%1 kullanım oranı %2 üzerinde ölçüldü ve yalnızca o GPU için geçerli</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="128"/>
        <source>the pilot ran on the CPU</source>
        <translation>pilot CPU üzerinde çalıştı</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="130"/>
        <source>%1 is not a catalog GPU</source>
        <translation>%1 katalogdaki bir GPU değil</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="132"/>
        <source>the pilot&apos;s step time could not be related to this model</source>
        <translation>pilotun adım süresi bu modelle ilişkilendirilemedi</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="136"/>
        <source>Not calibrated: %1; %2.</source>
        <translation>Kalibre edilmedi: %1; %2.</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="139"/>
        <source>measured/predicted memory ×%1</source>
        <translation>ölçülen/tahmin edilen bellek ×%1</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="140"/>
        <source>memory as predicted: %1</source>
        <translation>bellek tahmin edildiği gibi: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="143"/>
        <source>utilisation %1 on %2</source>
        <translation>%2 üzerinde %1 kullanım oranı</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="145"/>
        <source>catalog utilisation: %1</source>
        <translation>katalog kullanım oranı: %1</translation>
    </message>
    <message>
        <location filename="../ui/app/plan_session.cpp" line="146"/>
        <source>Calibrated from pilot %1 (%2; %3)</source>
        <translation>%1 pilotundan kalibre edildi (%2; %3)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ReportPage</name>
    <message>
        <location filename="../ui/report/report_page.cpp" line="74"/>
        <source>Decision checklist</source>
        <translation>Karar kontrol listesi</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="75"/>
        <source>Export PDF report…</source>
        <translation>PDF raporunu dışa aktar…</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="76"/>
        <source>Export tables (CSV, JSON)…</source>
        <translation>Tabloları dışa aktar (CSV, JSON)…</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="81"/>
        <source>No pilot results folder: the checklist can only use the planner.</source>
        <translation>Pilot sonuç klasörü yok: kontrol listesi yalnızca planlayıcıyı kullanabilir.</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="82"/>
        <source>Evidence from %1</source>
        <translation>Kanıt kaynağı: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="113"/>
        <source>Export PDF report</source>
        <translation>PDF raporunu dışa aktar</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="113"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="118"/>
        <source>Report written: %1</source>
        <translation>Rapor yazıldı: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="119"/>
        <source>The report was not written: %1</source>
        <translation>Rapor yazılamadı: %1</translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="123"/>
        <source>Export tables to</source>
        <translation>Tabloların aktarılacağı klasör</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/report_page.cpp" line="129"/>
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%1 klasörüne %n dosya yazıldı</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report/report_page.cpp" line="130"/>
        <source>Export stopped: %1</source>
        <translation>Dışa aktarma durdu: %1</translation>
    </message>
</context>
<context>
    <name>runcard::ui::RunCardDocument</name>
    <message>
        <location filename="../ui/app/run_card_document.cpp" line="65"/>
        <source>Untitled</source>
        <translation>Adsız</translation>
    </message>
    <message>
        <location filename="../ui/app/run_card_document.cpp" line="202"/>
        <source>The autosaved card could not be read back; it is kept as %1.
%2</source>
        <translation>Otomatik kaydedilen kart geri okunamadı; %1 olarak saklanıyor.
%2</translation>
    </message>
</context>
</TS>
