<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>CatalogText</name>
    <message>
        <source>%1 (in English)</source>
        <translation>%1 (İngilizce)</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>%1 × %2 with %3</source>
        <translation>%3 ile %1 × %2</translation>
    </message>
    <message>
        <source>the lowest cost of a completed run (loading, training, validation, checkpoints and export) among the GPUs at their smallest configuration that keeps the %1 memory margin; here %2 of %3 per GPU at the peak. No value is set on finishing a day earlier.</source>
        <translation>%1 bellek marjını koruyan en küçük yapılandırmalarıyla GPU’lar arasında tamamlanan bir çalıştırmanın en düşük maliyeti (yükleme, eğitim, doğrulama, kontrol noktaları ve dışa aktarma); burada en yoğun anda GPU başına %2 / %3. Bir gün erken bitirmeye değer biçilmemiş.</translation>
    </message>
    <message>
        <source>the lowest cost of a completed run plus %1 for each day it takes (the value of finishing earlier), among the GPUs at their smallest configuration that keeps the %2 memory margin; here %3 of %4 per GPU at the peak.</source>
        <translation>%2 bellek marjını koruyan en küçük yapılandırmalarıyla GPU’lar arasında, tamamlanan bir çalıştırmanın maliyetine sürdüğü her gün için %1 (erken bitirmenin değeri) eklendiğinde en düşük toplam; burada en yoğun anda GPU başına %3 / %4.</translation>
    </message>
    <message>
        <source>Its step time is an uncalibrated estimate (no kernel measurement on this GPU): run the pilot on it before reserving.</source>
        <translation>Adım süresi kalibre edilmemiş bir tahmindir (bu GPU’da çekirdek ölçümü yok): rezervasyondan önce pilotu bu GPU’da çalıştırın.</translation>
    </message>
    <message>
        <source>Next: %1, %2 and %3 to the result.</source>
        <translation>Sonraki: %1, %2 ve sonuca %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU type(s) that fit have no price and are not ranked.</source>
        <translation>
            <numerusform>Sığan %n GPU türünün fiyatı yok; sıralanmadılar.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommendation: %1.&lt;/b&gt; Why: %2</source>
        <translation>&lt;b&gt;Öneri: %1.&lt;/b&gt; Neden: %2</translation>
    </message>
    <message>
        <source>Within the planner&apos;s and the prices&apos; ranges the next may be the better (cost and waiting together %1 against %2): run the pilot on both before reserving.</source>
        <translation>Planlayıcının ve fiyatların aralıkları içinde sonraki daha iyi olabilir (maliyet ve bekleme birlikte %1, karşısında %2): rezervasyondan önce pilotu ikisinde de çalıştırın.</translation>
    </message>
    <message>
        <source>Within the planner&apos;s and the prices&apos; ranges the next may be the cheaper (%1 against %2): run the pilot on both before reserving.</source>
        <translation>Planlayıcının ve fiyatların aralıkları içinde sonraki daha ucuz olabilir (%1, karşısında %2): rezervasyondan önce pilotu ikisinde de çalıştırın.</translation>
    </message>
    <message>
        <source>%1–%2 %3</source>
        <translation>%1–%2 %3</translation>
    </message>
    <message>
        <source>the fewest GPUs that keep the %1 memory margin (%2 of %3 per GPU at the peak); among GPUs needing as few, those with measured kernels first, it finishes first. No GPU that fits has a price, so cost cannot decide.</source>
        <translation>%1 bellek marjını koruyan en az GPU (en yoğun anda GPU başına %2 / %3); aynı sayıda GPU gerektirenler arasında, çekirdekleri ölçülmüş olanlar önce gelmek üzere, en erken bu biter. Sığan hiçbir GPU’nun fiyatı yok, bu yüzden maliyet karar veremez.</translation>
    </message>
    <message>
        <source>Next: %1, %2 and %3 to the result; it is the smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first).</source>
        <translation>Sonraki: %1, %2 ve sonuca %3; sığan en küçük yapılandırma odur (en az GPU, sonra en erken bitiş; çekirdekleri ölçülmüş GPU’lar önce).</translation>
    </message>
    <message>
        <source>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1: %2 to the result, for %3.</source>
        <translation>Sığan en küçük yapılandırma (en az GPU, sonra en erken bitiş; çekirdekleri ölçülmüş GPU’lar önce) %1: sonuca %2, %3 karşılığında.</translation>
    </message>
    <message>
        <source>The smallest configuration that fits (the fewest GPUs, then the earliest finish, GPUs with measured kernels first) is %1; it has no price.</source>
        <translation>Sığan en küçük yapılandırma (en az GPU, sonra en erken bitiş; çekirdekleri ölçülmüş GPU’lar önce) %1; fiyatı yok.</translation>
    </message>
    <message>
        <source>Under %1 the same run would rent %2 for %3, %4 to the result (its stack&apos;s planning priors: run the pilot under it before choosing it).</source>
        <translation>%1 ile aynı çalıştırma %2 kiralar; maliyeti %3, sonuca kadar süre %4 olur (o yazılım yığınının planlama önsel değerleri: onu seçmeden önce pilotu onunla çalıştırın).</translation>
    </message>
</context>
<context>
    <name>DecisionChecklist</name>
    <message>
        <source>No memory budget: the run card could not be planned.</source>
        <translation>Bellek bütçesi yok: çalıştırma kartı planlanamadı.</translation>
    </message>
    <message>
        <source>Predicted %1 of %2 usable; the %3 margin is not kept.</source>
        <translation>Kullanılabilir %2 belleğin %1 kadarı öngörülüyor; %3 marj korunmuyor.</translation>
    </message>
    <message>
        <source>The pilot measured %1 on the card; the %2 margin of %3 is not kept.</source>
        <translation>Pilot kartta %1 ölçtü; %3 belleğin %2 marjı korunmuyor.</translation>
    </message>
    <message>
        <source>The pilot did not complete its measured steps (%1).</source>
        <translation>Pilot ölçülen adımlarını tamamlamadı (%1).</translation>
    </message>
    <message>
        <source>no status</source>
        <translation>durum yok</translation>
    </message>
    <message numerus="yes">
        <source>Predicted to fit with %1 headroom; the pilot completed %n measured step(s).</source>
        <translation>
            <numerusform>%1 kalan bellekle sığması öngörülüyor; pilot %n ölçülen adımı tamamladı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Predicted to fit with %1 headroom; run the pilot to confirm it on real batches.</source>
        <translation>%1 kalan bellekle sığması öngörülüyor; gerçek yığınlarda doğrulamak için pilotu çalıştırın.</translation>
    </message>
    <message>
        <source>The scaling step failed.</source>
        <translation>Ölçeklendirme adımı başarısız oldu.</translation>
    </message>
    <message>
        <source>No pilot results, so no restore proof.</source>
        <translation>Pilot sonucu yok, dolayısıyla geri yükleme kanıtı da yok.</translation>
    </message>
    <message>
        <source>The pilot did not prove a restore.</source>
        <translation>Pilot bir geri yüklemeyi kanıtlamadı.</translation>
    </message>
    <message>
        <source>A new process restored model, optimizer, scheduler, random state and data position and continued bit-exactly.</source>
        <translation>Yeni bir süreç modeli, optimize ediciyi, zamanlayıcıyı, rastgele durumu ve veri konumunu geri yükledi ve bit düzeyinde aynı şekilde devam etti.</translation>
    </message>
    <message>
        <source>The restored process did not continue bit-exactly. %1</source>
        <translation>Geri yüklenen süreç bit düzeyinde aynı şekilde devam etmedi. %1</translation>
    </message>
    <message>
        <source>Reserved: %1</source>
        <translation>Rezerve edildi: %1</translation>
    </message>
    <message>
        <source>Ready to reserve: the first three stages passed.</source>
        <translation>Rezervasyona hazır: ilk üç aşama geçildi.</translation>
    </message>
    <message>
        <source>Reserve only after the first three stages pass.</source>
        <translation>Yalnızca ilk üç aşama geçildikten sonra rezerve edin.</translation>
    </message>
    <message>
        <source>Memory budget fits with margin</source>
        <translation>Bellek bütçesi marjla sığıyor</translation>
    </message>
    <message>
        <source>Scaling step measured</source>
        <translation>Ölçeklendirme adımı ölçüldü</translation>
    </message>
    <message>
        <source>Restore proven</source>
        <translation>Geri yükleme kanıtlandı</translation>
    </message>
    <message>
        <source>Period reserved</source>
        <translation>Kiralama ayrıldı</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Bekliyor</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Başarısız</translation>
    </message>
    <message>
        <source>planner</source>
        <translation>planlayıcı</translation>
    </message>
    <message>
        <source>The GPU cannot run this run card: %1</source>
        <translation>GPU bu çalıştırma kartını çalıştıramaz: %1</translation>
    </message>
    <message>
        <source>The pilot&apos;s results cannot be read, so no restore proof: %1</source>
        <translation>Pilotun sonuçları okunamıyor, dolayısıyla geri yükleme kanıtı da yok: %1</translation>
    </message>
    <message>
        <source>The baseline folder holds no finished pilot.</source>
        <translation>Temel ölçüm klasöründe tamamlanmış bir pilot yok.</translation>
    </message>
    <message>
        <source>The baseline ran on several ranks; it must be one process.</source>
        <translation>Temel ölçüm birden çok süreçte çalışmış; tek süreç olmalı.</translation>
    </message>
    <message>
        <source>The multi-rank pilot did not finish.</source>
        <translation>Çok süreçli pilot tamamlanmadı.</translation>
    </message>
    <message>
        <source>The baseline is another run (model, method, precision, sequence length or depth differ).</source>
        <translation>Temel ölçüm başka bir çalıştırma (model, yöntem, hassasiyet, dizi uzunluğu veya katman sayısı farklı).</translation>
    </message>
    <message>
        <source>The ranks&apos; effective batch differs from the baseline&apos;s; divide the gradient accumulation by the number of ranks.</source>
        <translation>Süreçlerin etkin yığın boyutu temel ölçümünkinden farklı; gradyan biriktirmeyi süreç sayısına bölün.</translation>
    </message>
    <message>
        <source>No step has a loss in both runs.</source>
        <translation>İki çalıştırmada da kaybı olan bir adım yok.</translation>
    </message>
    <message>
        <source>The ranks&apos; losses differ from the baseline&apos;s beyond the tolerance.</source>
        <translation>Süreçlerin kayıpları temel ölçümünkilerden tolerans dışında farklı.</translation>
    </message>
    <message>
        <source>No scaling result on file (expected %1 beside the pilot results; %2 writes it from the ranks and the single-process pilot&apos;s folder).</source>
        <translation>Kayıtlı ölçeklendirme sonucu yok (pilot sonuçlarının yanında %1 bekleniyor; %2 bunu süreçlerden ve tek süreçli pilotun klasöründen yazar).</translation>
    </message>
    <message>
        <source>%1 CPU ranks</source>
        <translation>%1 CPU süreci</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Measured on %1 at %2 scaling efficiency.</source>
        <translation>%1 üzerinde %2 ölçeklendirme verimiyle ölçüldü.</translation>
    </message>
    <message>
        <source>Measured on %1.</source>
        <translation>%1 üzerinde ölçüldü.</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>cannot open the file for reading</source>
        <translation>dosya okunmak üzere açılamıyor</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>dosya bulunamadı</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>bir dosya değil, klasör</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>dosya okunamıyor</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML söz dizimi hatası: %1</translation>
    </message>
    <message>
        <source>the file is empty; a run card starts with &apos;runcard: 1&apos;</source>
        <translation>dosya boş; bir çalıştırma kartı &apos;runcard: 1&apos; ile başlar</translation>
    </message>
    <message>
        <source>a run card must be a YAML mapping of sections</source>
        <translation>çalıştırma kartı, bölümlerden oluşan bir YAML eşlemesi olmalı</translation>
    </message>
    <message>
        <source>must be a mapping of keys</source>
        <translation>anahtarlardan oluşan bir eşleme olmalı</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>bilinmeyen anahtar &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>bilinmeyen anahtar &apos;%1&apos;; &apos;%2&apos; mi demek istediniz?</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;; it is first given at line %2, column %3</source>
        <translation>yinelenen anahtar &apos;%1&apos;; ilk kez %2. satır, %3. sütunda verilmiş</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>eksik</translation>
    </message>
    <message>
        <source>missing; the first line of a v1 card is &apos;runcard: 1&apos;</source>
        <translation>eksik; v1 kartının ilk satırı &apos;runcard: 1&apos; olmalı</translation>
    </message>
    <message>
        <source>missing; name a preset, hf_config or local_dir</source>
        <translation>eksik; bir ön ayar, hf_config veya local_dir belirtin</translation>
    </message>
    <message>
        <source>give only one of %1</source>
        <translation>şunlardan yalnızca birini verin: %1</translation>
    </message>
    <message>
        <source>expected an integer, got &apos;%1&apos;</source>
        <translation>tam sayı bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>sayı bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>true veya false bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>expected text, got &apos;%1&apos;</source>
        <translation>metin bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>expected a list of text, got &apos;%1&apos;</source>
        <translation>metin listesi bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>expected a list of names (%2), got &apos;%1&apos;</source>
        <translation>ad listesi (%2) bekleniyordu, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>each item must be one name (%2), got &apos;%1&apos;</source>
        <translation>her öğe tek bir ad (%2) olmalı, &apos;%1&apos; verildi</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>sonlu bir sayı olmalı</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>tam sayı olmalı</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos; (one of: %2)</source>
        <translation>bilinmeyen değer &apos;%1&apos; (geçerli değerler: %2)</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos;; did you mean &apos;%2&apos;? (one of: %3)</source>
        <translation>bilinmeyen değer &apos;%1&apos;; &apos;%2&apos; mi demek istediniz? (geçerli değerler: %3)</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>en az %1 olmalı</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>%1 değerinden büyük olmalı</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>en fazla %1 olmalı</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>%1 değerinden küçük olmalı</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>negatif olamaz</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>%1 ile %2 arasında olmalı</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>boş olamaz</translation>
    </message>
    <message>
        <source>name at least one value</source>
        <translation>en az bir değer belirtin</translation>
    </message>
    <message>
        <source>lists &apos;%1&apos; twice</source>
        <translation>&apos;%1&apos; iki kez yazılmış</translation>
    </message>
    <message>
        <source>unsupported schema version %1; this Runcard reads version %2</source>
        <translation>desteklenmeyen şema sürümü %1; bu Runcard %2. sürümü okur</translation>
    </message>
    <message>
        <source>name a preset, hf_config or local_dir, or give the full architecture (layers, hidden_size, intermediate_size, attention_heads, vocab_size)</source>
        <translation>bir ön ayar, hf_config veya local_dir belirtin ya da mimarinin tamamını verin (layers, hidden_size, intermediate_size, attention_heads, vocab_size)</translation>
    </message>
    <message>
        <source>must divide %1 (%2)</source>
        <translation>%1 değerini (%2) tam bölmeli</translation>
    </message>
    <message>
        <source>must divide hidden_size unless head_dim is given</source>
        <translation>head_dim verilmedikçe hidden_size&apos;ı tam bölmeli</translation>
    </message>
    <message>
        <source>QLoRA computes in 16 bit; use bf16-mixed, bf16 or fp16-mixed</source>
        <translation>QLoRA 16 bitte hesaplar; bf16-mixed, bf16 veya fp16-mixed kullanın</translation>
    </message>
    <message>
        <source>&apos;single&apos; runs on one GPU; choose ddp, a zero stage or an fsdp strategy for %1 GPUs</source>
        <translation>&apos;single&apos; tek GPU&apos;da çalışır; %1 GPU için ddp, bir zero aşaması veya bir fsdp stratejisi seçin</translation>
    </message>
    <message>
        <source>cannot be combined with gradient_accumulation &gt; 1</source>
        <translation>gradient_accumulation &gt; 1 ile birlikte kullanılamaz</translation>
    </message>
    <message>
        <source>needs data.tokens, the tokens in one epoch</source>
        <translation>data.tokens gerekir: bir devirdeki token sayısı</translation>
    </message>
    <message>
        <source>expected KEY=VALUE, e.g. training.micro_batch=4</source>
        <translation>ANAHTAR=DEĞER bekleniyordu, ör. training.micro_batch=4</translation>
    </message>
    <message>
        <source>the value is not valid YAML: %1</source>
        <translation>değer geçerli YAML değil: %1</translation>
    </message>
    <message>
        <source>%1 is not offered by %2 (%3)</source>
        <translation>%1, %2 tarafından sunulmuyor (%3)</translation>
    </message>
    <message>
        <source>needs %1 in %2 (%3)</source>
        <translation>%2 içinde %1 gerektirir (%3)</translation>
    </message>
    <message>
        <source>%2 cannot combine it with %1 (%3)</source>
        <translation>%2 bunu %1 ile birleştiremez (%3)</translation>
    </message>
    <message>
        <source>must be at most %1, the value of %2</source>
        <translation>en fazla %1 olmalı (%2 değeri)</translation>
    </message>
    <message>
        <source>fsdp-hybrid shards inside a node and replicates across nodes; it needs at least 2 nodes (use fsdp-full on one node)</source>
        <translation>fsdp-hybrid durumu düğüm içinde parçalar ve düğümler arasında çoğaltır; en az 2 düğüm gerekir (tek düğümde fsdp-full kullanın)</translation>
    </message>
    <message>
        <source>tensor_parallel × pipeline_parallel × context_parallel = %1 must divide the %2 GPUs; the data-parallel degree is what remains</source>
        <translation>tensor_parallel × pipeline_parallel × context_parallel = %1, %2 GPU sayısını tam bölmelidir; veri paralelliği derecesi kalan kısımdır</translation>
    </message>
    <message>
        <source>context_parallel %1 splits each sequence into 2 × %1 chunks for causal load balance; sequence_length must be a multiple of %2</source>
        <translation>context_parallel %1, nedensel yük dengesi için her diziyi 2 × %1 parçaya böler; sequence_length %2 sayısının katı olmalıdır</translation>
    </message>
    <message>
        <source>tensor_parallel %1 must divide the model&apos;s %2 attention heads and %3 key/value heads</source>
        <translation>tensor_parallel %1, modelin %2 dikkat başını ve %3 anahtar/değer başını tam bölmelidir</translation>
    </message>
    <message>
        <source>virtual_stages &gt; 1 needs pipeline_schedule: interleaved-1f1b and pipeline_parallel &gt; 1</source>
        <translation>virtual_stages &gt; 1 için pipeline_schedule: interleaved-1f1b ve pipeline_parallel &gt; 1 gerekir</translation>
    </message>
    <message>
        <source>the interleaved schedule needs pipeline_parallel &gt; 1 and virtual_stages &gt; 1</source>
        <translation>iç içe geçmiş çizelge için pipeline_parallel &gt; 1 ve virtual_stages &gt; 1 gerekir</translation>
    </message>
    <message>
        <source>the interleaved schedule runs micro-batches in groups of pipeline_parallel: gradient_accumulation must be a multiple of %1</source>
        <translation>iç içe geçmiş çizelge mikro partileri pipeline_parallel büyüklüğünde gruplar hâlinde çalıştırır: gradient_accumulation %1 sayısının katı olmalıdır</translation>
    </message>
    <message>
        <source>expert_parallel %1 must divide the %2 GPUs of the data-parallel × context-parallel group, from which the expert-parallel ranks are taken</source>
        <translation>expert_parallel %1, uzman paralelliği sıralarının alındığı veri paralel × bağlam paralel grubundaki %2 GPU&apos;yu tam bölmelidir</translation>
    </message>
    <message>
        <source>%1 needs tensor cores that %2 does not have; GPUs of the catalog that support it: %3</source>
        <translation>%1, %2 üzerinde bulunmayan tensör çekirdekleri gerektirir; katalogda bunu destekleyen GPU&apos;lar: %3</translation>
    </message>
    <message>
        <source>expert_parallel %1 must divide the model&apos;s %2 routed experts (a dense model has none)</source>
        <translation>expert_parallel %1, modelin %2 yönlendirilen uzmanını tam bölmelidir (yoğun bir modelde uzman yoktur)</translation>
    </message>
    <message>
        <source>a collectives table</source>
        <translation>bir toplu iletişim ölçüm tablosu</translation>
    </message>
    <message>
        <source>file not found (a folder on the way is a file)</source>
        <translation>dosya bulunamadı (yoldaki bir klasör aslında bir dosya)</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>dosya açılamıyor: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>dosya okunamıyor: %1</translation>
    </message>
    <message>
        <source>is a FIFO (named pipe), not a regular file</source>
        <translation>bir FIFO (adlandırılmış kanal), normal bir dosya değil</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>bir soket, normal bir dosya değil</translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation>bir aygıt, normal bir dosya değil</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>normal bir dosya değil</translation>
    </message>
    <message>
        <source>the file ends at byte %1, %2 bytes early (truncated?)</source>
        <translation>dosya %1. baytta, %2 bayt erken bitiyor (kesilmiş olabilir mi?)</translation>
    </message>
    <message>
        <source>the file is %1; %2 is at most %3</source>
        <translation>dosya %1; %2 en fazla %3 olabilir</translation>
    </message>
    <message>
        <source>the file is larger than %1; %2 is at most %1</source>
        <translation>dosya %1 boyutundan büyük; %2 en fazla %1 olabilir</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>dosya boş</translation>
    </message>
    <message>
        <source>the file is empty; expected %1</source>
        <translation>dosya boş; %1 bekleniyordu</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>iç içe geçme çok derin (%1 düzeyden fazla)</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>bozuk JSON: %1</translation>
    </message>
    <message>
        <source>written by a newer runcard-pilot (protocol %1); this Runcard reads up to protocol %2</source>
        <translation>daha yeni bir runcard-pilot tarafından yazılmış (protokol %1); bu Runcard en fazla protokol %2 okuyabilir</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>bir JSON nesnesi değil</translation>
    </message>
    <message>
        <source>is %1, outside %2 to %3</source>
        <translation>değeri %1; %2 ile %3 aralığının dışında</translation>
    </message>
    <message>
        <source>missing beside events.ndjson: the pilot did not finish</source>
        <translation>events.ndjson dosyasının yanında yok: pilot tamamlanmadı</translation>
    </message>
    <message>
        <source>not a pilot summary (no JSON object)</source>
        <translation>bir pilot özeti değil (JSON nesnesi yok)</translation>
    </message>
    <message>
        <source>belongs to run %1, but events.ndjson to run %2; the two are from different pilots</source>
        <translation>%1 çalıştırmasına ait, ancak events.ndjson %2 çalıştırmasına ait; ikisi farklı pilotlardan</translation>
    </message>
    <message>
        <source>belongs to a pilot of card %1, but events.ndjson to one of card %2; the two are from different pilots</source>
        <translation>%1 kartının bir pilotuna ait, ancak events.ndjson %2 kartının bir pilotuna ait; ikisi farklı pilotlardan</translation>
    </message>
    <message>
        <source>running: the pilot did not finish (killed, crashed, or still running)</source>
        <translation>çalışıyor: pilot tamamlanmadı (durduruldu, çöktü ya da hâlâ çalışıyor)</translation>
    </message>
    <message>
        <source>ends before the pilot&apos;s end event: the run did not finish</source>
        <translation>pilotun bitiş olayından önce sona eriyor: çalıştırma tamamlanmadı</translation>
    </message>
    <message>
        <source>a GPU catalog</source>
        <translation>bir GPU kataloğu</translation>
    </message>
    <message>
        <source>a config.json</source>
        <translation>bir config.json dosyası</translation>
    </message>
    <message>
        <source>a pilot summary</source>
        <translation>bir pilot özeti</translation>
    </message>
    <message>
        <source>a pilot event log</source>
        <translation>bir pilot olay günlüğü</translation>
    </message>
    <message>
        <source>a model preset</source>
        <translation>bir model ön ayarı</translation>
    </message>
    <message>
        <source>a price catalog</source>
        <translation>bir fiyat kataloğu</translation>
    </message>
    <message>
        <source>a price catalog must be a mapping</source>
        <translation>bir fiyat kataloğu anahtarlardan oluşan bir eşleme olmalı</translation>
    </message>
    <message>
        <source>missing; write &apos;price_catalog: 1&apos; first</source>
        <translation>eksik; önce &apos;price_catalog: 1&apos; yazın</translation>
    </message>
    <message>
        <source>missing; every price table carries the date of its figures</source>
        <translation>eksik; her fiyat tablosu rakamlarının tarihini taşır</translation>
    </message>
    <message>
        <source>must be a fraction in [0, 1)</source>
        <translation>[0, 1) aralığında bir kesir olmalı</translation>
    </message>
    <message>
        <source>a price cannot be negative; leave it out when it is unknown</source>
        <translation>fiyat negatif olamaz; bilinmiyorsa hiç yazmayın</translation>
    </message>
    <message>
        <source>must lie between 0 and the price</source>
        <translation>0 ile fiyat arasında olmalı</translation>
    </message>
    <message>
        <source>must not be below the price</source>
        <translation>fiyatın altında olmamalı</translation>
    </message>
    <message>
        <source>must be a list of rows (- gpus: 1, period: hour, ...)</source>
        <translation>satırlardan oluşan bir liste olmalı (- gpus: 1, period: hour, ...)</translation>
    </message>
    <message>
        <source>missing; the card count this row prices</source>
        <translation>eksik; bu satırın fiyatlandırdığı kart sayısı</translation>
    </message>
    <message>
        <source>missing; one of hour, day, week, month</source>
        <translation>eksik; hour, day, week, month değerlerinden biri</translation>
    </message>
    <message>
        <source>missing; one of gb-month, gb, gpu-hour, hour, compute-fraction, once</source>
        <translation>eksik; gb-month, gb, gpu-hour, hour, compute-fraction, once değerlerinden biri</translation>
    </message>
    <message>
        <source>has no price; give on_demand, reserved or spot</source>
        <translation>fiyatı yok; on_demand, reserved veya spot verin</translation>
    </message>
    <message>
        <source>repeats the %1-GPU %2 row of %3</source>
        <translation>%3 konumundaki %1 GPU’luk %2 satırını yineliyor</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos; (one of: %3)</source>
        <translation>bilinmeyen %1 &apos;%2&apos; (geçerli değerler: %3)</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; did you mean &apos;%3&apos;?</source>
        <translation>bilinmeyen %1 &apos;%2&apos;; &apos;%3&apos; mi demek istediniz?</translation>
    </message>
    <message>
        <source>unknown source &apos;%1&apos;; list it under sources</source>
        <translation>bilinmeyen kaynak &apos;%1&apos;; onu sources altında listeleyin</translation>
    </message>
    <message>
        <source>unknown source &apos;%1&apos;; list it under sources or did you mean &apos;%2&apos;?</source>
        <translation>bilinmeyen kaynak &apos;%1&apos;; onu sources altında listeleyin ya da &apos;%2&apos; mi demek istediniz?</translation>
    </message>
    <message>
        <source>card count</source>
        <translation>kart sayısı</translation>
    </message>
    <message>
        <source>period</source>
        <translation>dönem</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>birim</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>toplu iletişim işlemi</translation>
    </message>
    <message>
        <source>expected a mapping of %1</source>
        <translation>%1 anahtarlarından oluşan bir eşleme bekleniyordu</translation>
    </message>
    <message>
        <source>missing or 0</source>
        <translation>eksik ya da 0</translation>
    </message>
    <message>
        <source>needs at least bf16 or fp32 greater than 0</source>
        <translation>en az bf16 ya da fp32 değeri 0’dan büyük olmalı</translation>
    </message>
    <message>
        <source>%1 must be greater than 0 where peak_tflops.%1 is</source>
        <translation>peak_tflops.%1 verildiğinde %1 0’dan büyük olmalı</translation>
    </message>
    <message>
        <source>expected a GPU entry</source>
        <translation>bir GPU kaydı bekleniyordu</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos; in this file</source>
        <translation>bu dosyada &apos;%1&apos; kimliği iki kez geçiyor</translation>
    </message>
    <message>
        <source>expected a mapping: one GPU&apos;s entry, or a &apos;gpus&apos; list</source>
        <translation>bir eşleme bekleniyordu: tek bir GPU kaydı ya da bir &apos;gpus&apos; listesi</translation>
    </message>
    <message>
        <source>missing: a catalog file holds one GPU&apos;s entry (with its id) or a &apos;gpus&apos; list</source>
        <translation>eksik: bir katalog dosyası tek bir GPU kaydı (kimliğiyle) ya da bir &apos;gpus&apos; listesi içerir</translation>
    </message>
    <message>
        <source>expected a list of GPU entries</source>
        <translation>GPU kayıtlarından oluşan bir liste bekleniyordu</translation>
    </message>
    <message>
        <source>no GPU catalog files (*.yaml) found: the installation is incomplete or RUNCARD_RESOURCES points elsewhere</source>
        <translation>hiç GPU katalog dosyası (*.yaml) bulunamadı: kurulum eksik ya da RUNCARD_RESOURCES başka bir yeri gösteriyor</translation>
    </message>
    <message>
        <source>a bundled catalog file holds one GPU, with an id no other bundled file has</source>
        <translation>paketle gelen her katalog dosyası, başka hiçbir dosyada olmayan bir kimlikle tek bir GPU içerir</translation>
    </message>
    <message>
        <source>must be at most %1 (%2)</source>
        <translation>en fazla %1 (%2) olmalı</translation>
    </message>
    <message>
        <source>must be less than %1 (%2)</source>
        <translation>%1 (%2) değerinden küçük olmalı</translation>
    </message>
    <message>
        <source>must be between 1 and %1 (%2)</source>
        <translation>1 ile %1 (%2) arasında olmalı</translation>
    </message>
    <message>
        <source>must be greater than 0 with experts</source>
        <translation>uzmanlar varken 0’dan büyük olmalı</translation>
    </message>
    <message>
        <source>expected a mapping of preset fields</source>
        <translation>ön ayar alanlarından oluşan bir eşleme bekleniyordu</translation>
    </message>
    <message>
        <source>must match the file name (&apos;%1&apos;)</source>
        <translation>dosya adıyla (&apos;%1&apos;) aynı olmalı</translation>
    </message>
    <message>
        <source>expected a mapping of architecture fields</source>
        <translation>mimari alanlarından oluşan bir eşleme bekleniyordu</translation>
    </message>
    <message>
        <source>not a directory of model presets</source>
        <translation>bir model ön ayarları klasörü değil</translation>
    </message>
    <message>
        <source>the shape is too large: its parameter count overflows</source>
        <translation>şekil çok büyük: parametre sayısı taşıyor</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (runcard-cli models lists the presets)</source>
        <translation>bilinmeyen ön ayar &apos;%1&apos; (ön ayarları runcard-cli models listeler)</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli models lists the presets)</source>
        <translation>bilinmeyen ön ayar &apos;%1&apos;; &apos;%2&apos; mi demek istediniz? (ön ayarları runcard-cli models listeler)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos; (runcard-cli gpus lists the catalog)</source>
        <translation>bilinmeyen GPU &apos;%1&apos; (kataloğu runcard-cli gpus listeler)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; did you mean &apos;%2&apos;? (runcard-cli gpus lists the catalog)</source>
        <translation>bilinmeyen GPU &apos;%1&apos;; &apos;%2&apos; mi demek istediniz? (kataloğu runcard-cli gpus listeler)</translation>
    </message>
    <message>
        <source>cannot import the model</source>
        <translation>model içe aktarılamıyor</translation>
    </message>
    <message>
        <source>expected a collectives.json object</source>
        <translation>bir collectives.json nesnesi bekleniyordu</translation>
    </message>
    <message>
        <source>expected a list of measurements</source>
        <translation>ölçümlerden oluşan bir liste bekleniyordu</translation>
    </message>
    <message>
        <source>expected a measurement</source>
        <translation>bir ölçüm bekleniyordu</translation>
    </message>
    <message>
        <source>expected a text or a mapping of languages (en, tr) to texts</source>
        <translation>bir metin ya da dillerden (en, tr) metinlere bir eşleme bekleniyordu</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>bir metin bekleniyordu</translation>
    </message>
    <message>
        <source>missing: every text needs its English version</source>
        <translation>eksik: her metnin İngilizce sürümü gerekir</translation>
    </message>
    <message>
        <source>expected a list of texts</source>
        <translation>metinlerden oluşan bir liste bekleniyordu</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 bekleniyordu, %2 geldi</translation>
    </message>
    <message>
        <source>expected an integer, got the string &quot;%1&quot;</source>
        <translation>bir tam sayı bekleniyordu, &quot;%1&quot; metni geldi</translation>
    </message>
    <message>
        <source>only an empty list is supported</source>
        <translation>yalnızca boş bir liste desteklenir</translation>
    </message>
    <message>
        <source>expected one full_attention layer every n layers, the others sliding_attention, for each of the %1 layers</source>
        <translation>%1 katmanın her biri için, her n katmanda bir full_attention katmanı, diğerleri sliding_attention bekleniyordu</translation>
    </message>
    <message>
        <source>missing and hidden_act is not silu; known types: %1 (or give the shape in model.architecture)</source>
        <translation>eksik ve hidden_act silu değil; bilinen türler: %1 (ya da şekli model.architecture içinde verin)</translation>
    </message>
    <message>
        <source>unknown model type &apos;%1&apos; and hidden_act is not silu; known types: %2 (or give the shape in model.architecture)</source>
        <translation>bilinmeyen model türü &apos;%1&apos; ve hidden_act silu değil; bilinen türler: %2 (ya da şekli model.architecture içinde verin)</translation>
    </message>
    <message>
        <source>mixture-of-experts layers of model type &apos;%1&apos; are not supported; known mixture-of-experts types: %2</source>
        <translation>&apos;%1&apos; model türünün uzman karışımı katmanları desteklenmiyor; bilinen uzman karışımı türleri: %2</translation>
    </message>
    <message>
        <source>the tensors&apos; element count overflows</source>
        <translation>tensörlerin öğe sayısı taşıyor</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>bir JSON nesnesi bekleniyordu</translation>
    </message>
    <message>
        <source>not a model folder (no such directory)</source>
        <translation>bir model klasörü değil (böyle bir klasör yok)</translation>
    </message>
    <message>
        <source>no *.safetensors files (use model.hf_config for a config.json alone)</source>
        <translation>hiç *.safetensors dosyası yok (yalnızca bir config.json için model.hf_config kullanın)</translation>
    </message>
    <message>
        <source>cannot read the pilot&apos;s summary</source>
        <translation>pilotun özeti okunamıyor</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>bir metin</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ya da false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>bir tam sayı</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>bir sayı</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>bir dizi</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>bir nesne</translation>
    </message>
    <message>
        <source>%1 comes in machines of at most %2 GPUs; the card puts %3 in each: use more nodes</source>
        <translation>%1 en fazla %2 GPU’lu makinelerle gelir; kart her birine %3 GPU koyuyor: daha çok düğüm kullanın</translation>
    </message>
    <message>
        <source>a paged optimizer steps on the GPU from CUDA unified memory; with hardware.cpu_offload the optimizer steps on the host instead: choose one</source>
        <translation>sayfalı bir optimize edici GPU’da CUDA birleşik belleğinden adım atar; hardware.cpu_offload ile optimize edici bunun yerine ana makinede adım atar: birini seçin</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; did you mean one of %2? (runcard-cli models lists the presets)</source>
        <translation>bilinmeyen ön ayar &apos;%1&apos;; şunlardan birini mi demek istediniz: %2? (ön ayarları runcard-cli models listeler)</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; did you mean one of %2? (runcard-cli gpus lists the catalog)</source>
        <translation>bilinmeyen GPU &apos;%1&apos;; şunlardan birini mi demek istediniz: %2? (kataloğu runcard-cli gpus listeler)</translation>
    </message>
    <message>
        <source>pipeline_parallel × virtual_stages = %1 is more than the model&apos;s %2 layers: every chunk needs one</source>
        <translation>pipeline_parallel × virtual_stages = %1, modelin %2 katmanından fazla: her parçaya en az bir katman gerekir</translation>
    </message>
    <message>
        <source>fp8 storage holds the linear weights as FP8 tensors for FP8 matmuls (Megatron/NeMo fp8_params); use it as weights_dtype with method full or lora and precision fp8-mixed, fp8-current or mxfp8</source>
        <translation>fp8 depolama, doğrusal katman ağırlıklarını FP8 matris çarpımları için FP8 tensörleri olarak tutar (Megatron/NeMo fp8_params); weights_dtype olarak method full veya lora ve fp8-mixed, fp8-current veya mxfp8 hassasiyetiyle kullanın</translation>
    </message>
    <message>
        <source>%1 is refused: with transformers 5 (%2), LoRA reaches the routed experts of this mixture-of-experts model through PEFT&apos;s ParamWrapper, which takes no dropout and no DoRA (%3); training.moe_experts: loop stands for transformers 4&apos;s per-expert linears</source>
        <translation>%1 reddedildi: transformers 5 (%2) ile LoRA bu uzman karışımı modelinin yönlendirilen uzmanlarına PEFT&apos;in ParamWrapper&apos;ı üzerinden ulaşır; bu sarmalayıcı dropout ve DoRA almaz (%3); training.moe_experts: loop, transformers 4&apos;ün uzman başına doğrusal katmanlarını anlatır</translation>
    </message>
    <message>
        <source>packed rows that attend per document need the mean document length: data.mean_tokens, or data.path to measure it</source>
        <translation>belge başına dikkat eden paketlenmiş satırlar ortalama belge uzunluğunu ister: data.mean_tokens ya da onu ölçmek için data.path</translation>
    </message>
    <message>
        <source>context_parallel %1 over all-to-all splits each sequence into %1 shards; sequence_length must be a multiple of %1</source>
        <translation>all-to-all ile context_parallel %1 her diziyi %1 parçaya böler; sequence_length %1 sayısının katı olmalıdır</translation>
    </message>
    <message>
        <source>the all-to-all exchange gives each of the context_parallel %1 GPUs whole heads: it must divide the %2 attention heads of a tensor-parallel rank, and divide or be a multiple of its %3 key/value heads</source>
        <translation>all-to-all değişimi context_parallel %1 GPU&apos;nun her birine tam başlıklar verir: tensör paralel bir sıranın %2 dikkat başlığını bölmeli, %3 anahtar/değer başlığını da bölmeli ya da onun katı olmalıdır</translation>
    </message>
    <message>
        <source>%1 × %2 must be a whole number (%3)</source>
        <translation>%1 × %2 tam sayı olmalı (%3)</translation>
    </message>
    <message>
        <source>must equal hidden_size (%1): an embedding narrower than the blocks and its projections are not modelled</source>
        <translation>hidden_size (%1) ile eşit olmalı: bloklardan dar bir gömme katmanı ve izdüşümleri modellenmez</translation>
    </message>
    <message>
        <source>only the list that %1 gives for the %2 layers is modelled (or leave it out)</source>
        <translation>yalnızca %1 değerinin %2 katman için verdiği liste modellenir (ya da bu alanı çıkarın)</translation>
    </message>
    <message>
        <source>sequence_length × micro_batch ÷ context_parallel is %1 tokens; at most %2 tokens per GPU and pass are planned</source>
        <translation>sequence_length × micro_batch ÷ context_parallel %1 token ediyor; GPU ve geçiş başına en fazla %2 token planlanır</translation>
    </message>
    <message>
        <source>eager attention keeps every score of the sequence; with it sequence_length is at most %1 tokens</source>
        <translation>eager dikkat dizinin bütün skorlarını tutar; onunla sequence_length en fazla %1 token olabilir</translation>
    </message>
    <message>
        <source>qlora needs NF4 kernels that LibTorch does not have; the pilot runs full or lora</source>
        <translation>qlora, LibTorch&apos;ta olmayan NF4 çekirdeklerine ihtiyaç duyar; pilot full veya lora çalıştırır</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs adamw, sgd and sgd-momentum</source>
        <translation>%1 pilotta uygulanmamıştır; pilot adamw, sgd ve sgd-momentum çalıştırır</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs fp32, tf32, bf16-mixed and bf16</source>
        <translation>%1 pilotta uygulanmamıştır; pilot fp32, tf32, bf16-mixed ve bf16 çalıştırır</translation>
    </message>
    <message>
        <source>%1 is not implemented by the pilot; it runs none or full (per block)</source>
        <translation>%1 pilotta uygulanmamıştır; pilot none veya full (blok başına) çalıştırır</translation>
    </message>
    <message>
        <source>%1 weights are not what the pilot keeps under %2 (%3)</source>
        <translation>%1 ağırlıklar, pilotun %2 altında tuttuğu ağırlıklar değildir (%3)</translation>
    </message>
    <message>
        <source>the pilot&apos;s adapters are plain LoRA on the blocks&apos; projections</source>
        <translation>pilotun bağdaştırıcıları, blokların izdüşümlerinde düz LoRA&apos;dır</translation>
    </message>
    <message>
        <source>the pilot does not offload activations</source>
        <translation>pilot aktivasyonları CPU&apos;ya aktarmaz</translation>
    </message>
    <message>
        <source>the pilot&apos;s packed rows attend as one sequence (its decoder has no document mask)</source>
        <translation>pilotun paketlenmiş satırları tek bir dizi gibi dikkat hesaplar (kod çözücüsünde belge maskesi yoktur)</translation>
    </message>
    <message>
        <source>the pilot reads its batches in file order; it pads to the longest in the batch or to sequence_length</source>
        <translation>pilot yığınlarını dosya sırasıyla okur; yığındaki en uzun diziye veya sequence_length değerine kadar dolgu yapar</translation>
    </message>
    <message>
        <source>the pilot steps the optimizer after backward</source>
        <translation>pilot optimize edici adımını geri geçişten sonra atar</translation>
    </message>
    <message>
        <source>micro_batch, gradient_accumulation must be at least 1 and sequence_length at least 2</source>
        <translation>micro_batch ve gradient_accumulation en az 1, sequence_length en az 2 olmalıdır</translation>
    </message>
    <message>
        <source>this runcard-pilot was built without SentencePiece; remove data.tokenizer to train on byte-level tokens</source>
        <translation>bu runcard-pilot SentencePiece olmadan derlendi; bayt düzeyindeki tokenlerle eğitmek için data.tokenizer alanını kaldırın</translation>
    </message>
    <message>
        <source>the limit is enforced by the CPU tracking allocator; on %1 the device&apos;s own capacity is the limit</source>
        <translation>sınırı CPU izleme ayırıcısı uygular; %1 üzerinde sınır cihazın kendi kapasitesidir</translation>
    </message>
    <message>
        <source>the pilot loads the weights of dense decoders only; a mixture-of-experts model (%1 experts) is piloted from its architecture</source>
        <translation>pilot yalnızca yoğun kod çözücülerin ağırlıklarını yükler; bir uzman karışımı modeli (%1 uzman) pilotta mimarisinden kurulur</translation>
    </message>
    <message>
        <source>the pilot loads Llama-style attention weights only; a latent-attention model is piloted from its architecture</source>
        <translation>pilot yalnızca Llama tarzı dikkat ağırlıklarını yükler; gizli (latent) dikkatli bir model pilotta mimarisinden kurulur</translation>
    </message>
    <message>
        <source>no target exists in this model (a GELU MLP has no gate projection): nothing would train</source>
        <translation>bu modelde hedeflerin hiçbiri yok (GELU MLP&apos;nin kapı izdüşümü yoktur): hiçbir şey eğitilmezdi</translation>
    </message>
</context>
<context>
    <name>EnumNames</name>
    <message>
        <source>Full fine-tuning</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4 bit taban)</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Sayfalı AdamW 8 bit</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>Momentumlu SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>Karma FP16</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>Karma BF16</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>Saf BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>Karma FP8</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Eager (unfused)</source>
        <translation>Eager (birleştirilmemiş)</translation>
    </message>
    <message>
        <source>SDPA</source>
        <translation>SDPA</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <source>Chunked</source>
        <translation>Parçalı</translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation>Tek GPU</translation>
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
        <source>FSDP (full shard)</source>
        <translation>FSDP (tam bölümleme)</translation>
    </message>
    <message>
        <source>FSDP (grad and optimizer shard)</source>
        <translation>FSDP (gradyan ve optimize edici bölümleme)</translation>
    </message>
    <message>
        <source>FSDP (hybrid shard)</source>
        <translation>FSDP (karma bölümleme)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimize edici adımı sayısı</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Devir (epoch)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Sorgu (q)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Anahtar (k)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer (v)</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Çıkış (o)</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>gate izdüşümü</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>up izdüşümü</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>down izdüşümü</translation>
    </message>
    <message>
        <source>Hugging Face Transformers</source>
        <translation>Hugging Face Transformers</translation>
    </message>
    <message>
        <source>LitGPT</source>
        <translation>LitGPT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>Runcard pilot</source>
        <translation>Runcard pilotu</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Sabit</translation>
    </message>
    <message>
        <source>Linear decay</source>
        <translation>Doğrusal azalması</translation>
    </message>
    <message>
        <source>Cosine decay</source>
        <translation>Kosinüs azalması</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>İsteğe bağlı</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Rezerve</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Gün</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Hafta</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Ay</translation>
    </message>
    <message>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>AdamW 8-bit (bitsandbytes)</source>
        <translation>AdamW 8 bit (bitsandbytes)</translation>
    </message>
    <message>
        <source>AdamW 4-bit (torchao)</source>
        <translation>AdamW 4 bit (torchao)</translation>
    </message>
    <message>
        <source>Paged AdamW 32-bit</source>
        <translation>Sayfalı AdamW 32 bit</translation>
    </message>
    <message>
        <source>AdamW 8-bit (torchao)</source>
        <translation>AdamW 8 bit (torchao)</translation>
    </message>
    <message>
        <source>Fused kernel</source>
        <translation>Birleşik çekirdek</translation>
    </message>
    <message>
        <source>For-loop</source>
        <translation>For döngüsü</translation>
    </message>
    <message>
        <source>Selective (attention core)</source>
        <translation>Seçici (dikkat çekirdeği)</translation>
    </message>
    <message>
        <source>Full (every block)</source>
        <translation>Tam (her blok)</translation>
    </message>
    <message>
        <source>Op-level selective</source>
        <translation>İşlem düzeyinde seçici</translation>
    </message>
    <message>
        <source>Every k-th block</source>
        <translation>Her k. blok</translation>
    </message>
    <message>
        <source>First N blocks</source>
        <translation>İlk N blok</translation>
    </message>
    <message>
        <source>As the precision</source>
        <translation>Hassasiyete göre</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Streamed into place</source>
        <translation>Yerine akıtılarak</translation>
    </message>
    <message>
        <source>Whole model on every GPU</source>
        <translation>Her GPU&apos;da modelin tamamı</translation>
    </message>
    <message>
        <source>Broadcast from rank 0</source>
        <translation>Sıra 0&apos;dan yayın</translation>
    </message>
    <message>
        <source>Fused linear (Liger)</source>
        <translation>Birleşik doğrusal (Liger)</translation>
    </message>
    <message>
        <source>Cut Cross-Entropy</source>
        <translation>Cut Cross-Entropy (kesilmiş çapraz entropi)</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>KempnerForge</source>
        <translation>KempnerForge</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>İç içe geçmiş 1F1B</translation>
    </message>
    <message>
        <source>GPipe (all forward first)</source>
        <translation>GPipe (önce tüm ileri geçişler)</translation>
    </message>
    <message>
        <source>From the framework</source>
        <translation>Eğitim çerçevesinden</translation>
    </message>
    <message>
        <source>Hugging Face Trainer (eager)</source>
        <translation>Hugging Face Trainer (eager)</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>LitGPT (Lightning)</source>
        <translation>LitGPT (Lightning)</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan (FSDP2)</translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo with Transformer Engine</source>
        <translation>Transformer Engine ile Megatron-Core / NeMo</translation>
    </message>
    <message>
        <source>LibTorch eager (Runcard pilot)</source>
        <translation>LibTorch eager (Runcard pilotu)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>FP8, current scaling</source>
        <translation>FP8, anlık ölçekleme</translation>
    </message>
    <message>
        <source>MXFP8</source>
        <translation>MXFP8</translation>
    </message>
    <message>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <source>To the longest in the batch</source>
        <translation>Yığındaki en uzuna</translation>
    </message>
    <message>
        <source>To the sequence length</source>
        <translation>Dizi uzunluğuna</translation>
    </message>
    <message>
        <source>Length-grouped batches</source>
        <translation>Uzunluğa göre gruplanmış yığınlar</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>Rotary (RoPE)</source>
        <translation>Döner (RoPE)</translation>
    </message>
    <message>
        <source>Learned absolute</source>
        <translation>Öğrenilmiş mutlak</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>Fused softmax kernel (flash-attn, Apex)</source>
        <translation>Birleşik softmax çekirdeği (flash-attn, Apex)</translation>
    </message>
    <message>
        <source>On the adapter input</source>
        <translation>Adaptör girdisinde</translation>
    </message>
    <message>
        <source>On the adapter output</source>
        <translation>Adaptör çıktısında</translation>
    </message>
    <message>
        <source>The framework&apos;s own</source>
        <translation>Çerçevenin kendi çekirdekleri</translation>
    </message>
    <message>
        <source>Fused norm kernel</source>
        <translation>Birleştirilmiş norm çekirdeği</translation>
    </message>
    <message>
        <source>Liger Kernel</source>
        <translation>Liger Kernel</translation>
    </message>
    <message>
        <source>FlashAttention in Triton (2023)</source>
        <translation>Triton ile FlashAttention (2023)</translation>
    </message>
    <message>
        <source>LLM Foundry (Composer)</source>
        <translation>LLM Foundry (Composer)</translation>
    </message>
    <message>
        <source>The framework&apos;s default</source>
        <translation>Çerçevenin varsayılanı</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The base weights&apos; dtype</source>
        <translation>Taban ağırlıkların veri türü</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Açık</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>SDPA through cuDNN</source>
        <translation>cuDNN üzerinden SDPA</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>All-to-all per expert</source>
        <translation>Uzman başına all-to-all</translation>
    </message>
    <message>
        <source>DeepEP, once per GPU</source>
        <translation>DeepEP, GPU başına bir kez</translation>
    </message>
    <message>
        <source>Uniformly at random</source>
        <translation>Düzgün rastgele</translation>
    </message>
    <message>
        <source>Adjacent experts</source>
        <translation>Bitişik uzmanlar</translation>
    </message>
    <message>
        <source>Whole layer</source>
        <translation>Katmanın tamamı</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Dikkat</translation>
    </message>
    <message>
        <source>Dense MLP</source>
        <translation>Yoğun MLP</translation>
    </message>
    <message>
        <source>MoE layer (drop-and-pad)</source>
        <translation>MoE katmanı (düşürme ve doldurma)</translation>
    </message>
    <message>
        <source>MoE up to the router</source>
        <translation>MoE, yönlendiriciye kadar</translation>
    </message>
    <message>
        <source>MoE token preprocessing</source>
        <translation>MoE token ön işleme</translation>
    </message>
    <message>
        <source>Whole iteration</source>
        <translation>Yinelemenin tamamı</translation>
    </message>
    <message>
        <source>As the framework runs them</source>
        <translation>Çerçevenin çalıştırdığı gibi</translation>
    </message>
    <message>
        <source>One expert at a time</source>
        <translation>Her seferde bir uzman</translation>
    </message>
    <message>
        <source>Grouped GEMM</source>
        <translation>Gruplanmış GEMM</translation>
    </message>
    <message>
        <source>As the framework shards</source>
        <translation>Çerçevenin bölümlediği gibi</translation>
    </message>
    <message>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (düz parametreler)</translation>
    </message>
    <message>
        <source>FSDP2 (per-parameter shards)</source>
        <translation>FSDP2 (parametre başına bölümleme)</translation>
    </message>
    <message>
        <source>Token embedding</source>
        <translation>Token gömme katmanı</translation>
    </message>
    <message>
        <source>Output head</source>
        <translation>Çıkış katmanı</translation>
    </message>
    <message>
        <source>Across the whole row</source>
        <translation>Satırın tamamında</translation>
    </message>
    <message>
        <source>Within each document</source>
        <translation>Her belgenin kendi içinde</translation>
    </message>
    <message>
        <source>Ring: keys and values pass round</source>
        <translation>Halka: anahtarlar ve değerler dolaşır</translation>
    </message>
    <message>
        <source>All-to-all of heads (DeepSpeed-Ulysses)</source>
        <translation>Başlıkların all-to-all değişimi (DeepSpeed-Ulysses)</translation>
    </message>
    <message>
        <source>Per head</source>
        <translation>Baş başına</translation>
    </message>
    <message>
        <source>Over each projection</source>
        <translation>Her projeksiyonun tamamında</translation>
    </message>
    <message>
        <source>Routed tokens</source>
        <translation>Yönlendirilen tokenler</translation>
    </message>
    <message>
        <source>Every token, masked</source>
        <translation>Her token, maskeli</translation>
    </message>
</context>
<context>
    <name>FitLeverText</name>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>Micro-batch %1, accumulation %2 (the same batch)</source>
        <translation>Mikro yığın %1, biriktirme %2 (aynı yığın)</translation>
    </message>
    <message>
        <source>%1 GPUs under %2</source>
        <translation>%2 ile %1 GPU</translation>
    </message>
    <message>
        <source>, accumulation %1</source>
        <translation>, biriktirme %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>accelerate&apos;s sync_each_batch: each micro-batch reduce-scatters its gradients, so FSDP keeps them sharded through the accumulation instead of whole; one reduction per micro-batch instead of one a step.</source>
        <translation>accelerate’in sync_each_batch ayarı: her mikro yığın gradyanlarını reduce-scatter ile dağıtır, böylece FSDP onları biriktirme boyunca bütün değil bölümlenmiş tutar; adım başına bir yerine her mikro yığında bir indirgeme yapılır.</translation>
    </message>
    <message>
        <source>The framework&apos;s loss that never holds the whole micro-batch&apos;s fp32 logits.</source>
        <translation>Çerçevenin, mikro yığının tüm fp32 logitlerini hiçbir zaman bellekte tutmayan kayıp hesaplaması.</translation>
    </message>
    <message>
        <source>Each block keeps only its input and recomputes the rest in the backward pass: about a third more forward compute.</source>
        <translation>Her blok yalnızca girdisini saklar ve gerisini geri geçişte yeniden hesaplar: ileri geçiş hesabı yaklaşık üçte bir artar.</translation>
    </message>
    <message>
        <source>Saved activations wait in host memory until the backward pass needs them; the host link carries them both ways.</source>
        <translation>Saklanan aktivasyonlar geri geçiş onlara ihtiyaç duyana kadar ana makine belleğinde bekler; ana makine bağlantısı onları iki yönde taşır.</translation>
    </message>
    <message>
        <source>Fewer sequences a pass and more passes a step: the same sequences per optimizer step, smaller matrix products.</source>
        <translation>Geçiş başına daha az dizi, adım başına daha çok geçiş: optimize edici adımı başına aynı diziler, daha küçük matris çarpımları.</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state sharded over the GPUs, each layer gathered as it runs.</source>
        <translation>Ağırlıklar, gradyanlar ve optimize edici durumu GPU’lara bölümlenir; her katman çalışırken toplanır.</translation>
    </message>
    <message>
        <source>Optimizer state and update on the CPU; the host link carries gradients and weights every step.</source>
        <translation>Optimize edici durumu ve güncelleme CPU’da; ana makine bağlantısı her adımda gradyanları ve ağırlıkları taşır.</translation>
    </message>
    <message>
        <source>AdamW&apos;s two moments in 8 bits: a quarter of their memory, and a different update.</source>
        <translation>AdamW’nin iki momenti 8 bitte: belleklerinin dörtte biri, ama farklı bir güncelleme.</translation>
    </message>
    <message>
        <source>More GPUs share the sharded state; the accumulation shrinks to keep the sequences per step where it divides.</source>
        <translation>Daha çok GPU bölümlenmiş durumu paylaşır; bölünebildiği yerde adım başına dizi sayısını korumak için biriktirme küçülür.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>korunuyor</translation>
    </message>
    <message>
        <source>fits, no margin</source>
        <translation>sığıyor, marjsız</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>sığmıyor</translation>
    </message>
    <message>
        <source>Keeps what the checkpointing recomputed: less compute in the backward pass, more memory.</source>
        <translation>Yeniden hesaplamanın yeniden ürettiğini saklar: geri geçişte daha az hesap, daha çok bellek.</translation>
    </message>
    <message>
        <source>More sequences a pass and fewer passes a step: the same sequences per optimizer step, larger matrix products that use the GPU better.</source>
        <translation>Geçiş başına daha çok dizi, adım başına daha az geçiş: optimize edici adımı başına aynı diziler, GPU’yu daha iyi kullanan daha büyük matris çarpımları.</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, şu değişiklikle: %2</translation>
    </message>
    <message>
        <source>The same run under another framework: its memory behaviour, and its stack&apos;s kernels, fusion and overlap for the step time.</source>
        <translation>Aynı çalıştırma başka bir eğitim çerçevesinde: bellek davranışı onun, adım süresi için çekirdekler, birleştirme ve örtüşme onun yazılım yığınının.</translation>
    </message>
    <message>
        <source>* changes what is trained (another optimizer state, a batch the GPU count cannot keep, or a setting the framework does not offer, such as LoRA dropout).</source>
        <translation>* eğitilen şeyi değiştirir (başka bir optimize edici durumu, GPU sayısının koruyamadığı bir yığın ya da çerçevenin sunmadığı bir ayar, örneğin LoRA dropout).</translation>
    </message>
    <message>
        <source>No single change keeps the margin: these together do, each tried on the card the one before leads to.</source>
        <translation>Tek bir değişiklik marjı korumuyor: bunlar birlikte koruyor; her biri bir öncekinin yol açtığı kart üzerinde denendi.</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 gün %2 sa</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 sa %2 dk</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 dk %2 sn</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 trilyon</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 milyar</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 milyon</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 bin</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/sn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Run card</source>
        <translation>Çalıştırma kartı</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <source>Compare GPUs</source>
        <translation>GPU karşılaştırması</translation>
    </message>
    <message>
        <source>Pilot run</source>
        <translation>Pilot çalıştırması</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapor</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Ölçeklendirme</translation>
    </message>
</context>
<context>
    <name>MemoryComponent</name>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradyanlar</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimize edici durumu</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Bağdaştırıcılar</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logit ve kayıp</translation>
    </message>
    <message>
        <source>Temporary buffers</source>
        <translation>Geçici tamponlar</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Bellek ayırıcı rezervi</translation>
    </message>
    <message>
        <source>Runtime and context</source>
        <translation>Çalışma zamanı ve bağlam</translation>
    </message>
    <message>
        <source>Model parameters held on this GPU, in their storage precision.</source>
        <translation>Bu GPU&apos;da tutulan model parametreleri, saklama hassasiyetinde.</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters, kept until the optimizer step.</source>
        <translation>Eğitilebilir parametrelerin gradyanları; optimize edici adımına kadar tutulur.</translation>
    </message>
    <message>
        <source>Optimizer moments and master weights (two fp32 values per parameter for AdamW).</source>
        <translation>Optimize edici momentleri ve ana ağırlıklar (AdamW için parametre başına iki fp32 değer).</translation>
    </message>
    <message>
        <source>LoRA adapter weights with their gradients and optimizer state.</source>
        <translation>LoRA bağdaştırıcı ağırlıkları, gradyanları ve optimize edici durumuyla birlikte.</translation>
    </message>
    <message>
        <source>Tensors saved in the forward pass for the backward pass; grows with micro-batch and sequence length.</source>
        <translation>İleri geçişte geri geçiş için saklanan tensörler; mikro yığın ve dizi uzunluğuyla büyür.</translation>
    </message>
    <message>
        <source>Output logits over the vocabulary and the loss&apos;s temporaries.</source>
        <translation>Sözcük dağarcığı üzerindeki çıkış logitleri ve kayıp hesabının geçici tensörleri.</translation>
    </message>
    <message>
        <source>Communication buckets, gathered shards, dequantized weights and workspaces.</source>
        <translation>İletişim kovaları, toplanan parçalar, nicemlemesi çözülmüş ağırlıklar ve çalışma alanları.</translation>
    </message>
    <message>
        <source>Memory the caching allocator holds but no tensor uses at the peak: fragmentation and, under FSDP, the freed gradients&apos; blocks it keeps for the reduce stream.</source>
        <translation>Önbellekli bellek ayırıcının tuttuğu ama en yüksek noktada hiçbir tensörün kullanmadığı bellek: parçalanma ve FSDP altında, indirgeme akışı için tuttuğu serbest bırakılmış gradyan blokları.</translation>
    </message>
    <message>
        <source>CUDA or HIP context, kernel libraries and collective buffers outside the allocator.</source>
        <translation>Bellek ayırıcının dışındaki CUDA veya HIP bağlamı, çekirdek kitaplıkları ve toplu iletişim tamponları.</translation>
    </message>
</context>
<context>
    <name>PilotNotes</name>
    <message>
        <source>tf32 runs as fp32 on the CPU</source>
        <translation>tf32, CPU&apos;da fp32 olarak çalışır</translation>
    </message>
    <message>
        <source>attention runs eager (matmul + softmax); the card asks %1</source>
        <translation>dikkat eager çalışır (matmul + softmax); kart %1 istiyor</translation>
    </message>
    <message>
        <source>the loss runs standard (full logits); the card asks %1</source>
        <translation>kayıp standart hesaplanır (tam logitler); kart %1 istiyor</translation>
    </message>
    <message>
        <source>no compilation in the pilot (eager LibTorch)</source>
        <translation>pilotta derleme yok (eager LibTorch)</translation>
    </message>
    <message>
        <source>norms, SwiGLU and RoPE run as eager LibTorch ops; the card asks %1 kernels</source>
        <translation>normlar, SwiGLU ve RoPE eager LibTorch işlemleri olarak çalışır; kart %1 çekirdeklerini istiyor</translation>
    </message>
    <message>
        <source>AdamW runs LibTorch&apos;s for-loop update; the card asks %1</source>
        <translation>AdamW, LibTorch&apos;un döngülü (for-loop) güncellemesiyle çalışır; kart %1 istiyor</translation>
    </message>
    <message>
        <source>one device; the card&apos;s parallel layout is not run (--nproc N runs it)</source>
        <translation>tek cihaz; kartın paralel düzeni çalıştırılmaz (--nproc N çalıştırır)</translation>
    </message>
    <message>
        <source>the card&apos;s tensor, pipeline and context parallelism are not run: the pilot&apos;s ranks split the data only</source>
        <translation>kartın tensör, boru hattı ve bağlam paralelliği çalıştırılmaz: pilotun süreçleri yalnızca veriyi böler</translation>
    </message>
    <message>
        <source>the model&apos;s biases are not modelled: the pilot&apos;s linears have none</source>
        <translation>modelin bias terimleri modellenmez: pilotun doğrusal katmanlarında bias yoktur</translation>
    </message>
    <message>
        <source>the pilot runs two RMSNorms per block; the model has %1 %2</source>
        <translation>pilot blok başına iki RMSNorm çalıştırır; modelde %1 %2 var</translation>
    </message>
    <message>
        <source>the attention sinks are not modelled: the pilot&apos;s softmax has no sink logit</source>
        <translation>dikkat havuzları (attention sinks) modellenmez: pilotun softmax&apos;ında havuz logiti yoktur</translation>
    </message>
    <message>
        <source>the router&apos;s and experts&apos; biases are not modelled: the pilot&apos;s router and experts have none</source>
        <translation>yönlendiricinin ve uzmanların bias terimleri modellenmez: pilotun yönlendiricisinde ve uzmanlarında bias yoktur</translation>
    </message>
    <message>
        <source>the pilot routes dropless; the card&apos;s moe_capacity_factor is not applied</source>
        <translation>pilot token düşürmeden yönlendirir; kartın moe_capacity_factor değeri uygulanmaz</translation>
    </message>
</context>
<context>
    <name>PilotResults</name>
    <message>
        <source>completed</source>
        <translation>tamamlandı</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>bellek yetmedi</translation>
    </message>
    <message>
        <source>restore proof failed</source>
        <translation>geri yükleme kanıtı başarısız</translation>
    </message>
    <message>
        <source>a rank failed</source>
        <translation>bir süreç başarısız oldu</translation>
    </message>
    <message>
        <source>bad input</source>
        <translation>hatalı girdi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>hâlâ çalışıyor</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>tamamlanmadı</translation>
    </message>
    <message>
        <source>unreadable results</source>
        <translation>okunamayan sonuçlar</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <source>The run card “%1” has unsaved changes. Save them before closing?</source>
        <translation>“%1” çalıştırma kartında kaydedilmemiş değişiklikler var. Kapatmadan önce kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kaydetme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Recover unsaved run card</source>
        <translation>Kaydedilmemiş çalıştırma kartını kurtar</translation>
    </message>
    <message>
        <source>Runcard did not close cleanly last time. An autosaved copy of your run card was found.

%1

Restore it?</source>
        <translation>Runcard geçen sefer düzgün kapanmadı. Çalıştırma kartınızın otomatik kaydedilmiş bir kopyası bulundu.

%1

Geri yüklensin mi?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Geri yükle</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Keep for later</source>
        <translation>Sonraya sakla</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>recovery: delete the autosaved copy</comment>
        <translation>Sil</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Runcard report</source>
        <translation>Runcard raporu</translation>
    </message>
    <message>
        <source>Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per successful output. Generated %1.</source>
        <translation>Kiralık GPU’larda ince ayar iş yükü: bellek bütçesi, pilot, geri yükleme ve başarılı çıktı başına maliyet. Oluşturulma: %1.</translation>
    </message>
    <message>
        <source>Run card</source>
        <translation>Çalıştırma kartı</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>Revizyonlar</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>No pilot results: no pilot has been run for this run card, so every figure in this report is a planner prediction.</source>
        <translation>Pilot sonucu yok: bu çalıştırma kartı için pilot çalıştırılmadı, bu nedenle bu rapordaki her değer bir planlayıcı öngörüsüdür.</translation>
    </message>
    <message>
        <source>Results from %1.</source>
        <translation>Sonuçlar: %1.</translation>
    </message>
    <message>
        <source>Step time per measured step</source>
        <translation>Ölçülen her adımın süresi</translation>
    </message>
    <message>
        <source>Loss per measured step</source>
        <translation>Ölçülen her adımın kaybı</translation>
    </message>
    <message>
        <source>Scaling step</source>
        <translation>Ölçeklendirme adımı</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens over the whole rental window, with its low-high range.</source>
        <translation>Tüm kiralama süresi üzerinden eğitilen 1M token başına maliyet ve düşük-yüksek aralığı.</translation>
    </message>
    <message>
        <source>Rental window and cost per output</source>
        <translation>Kiralama süresi ve çıktı başına maliyet</translation>
    </message>
    <message>
        <source>Cost per successful output</source>
        <translation>Başarılı çıktı başına maliyet</translation>
    </message>
    <message>
        <source>Decision checklist</source>
        <translation>Karar kontrol listesi</translation>
    </message>
    <message>
        <source>Ready to reserve</source>
        <translation>Rezervasyona hazır</translation>
    </message>
    <message>
        <source>Not ready to reserve</source>
        <translation>Rezervasyona hazır değil</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Varsayımlar ve kaynaklar</translation>
    </message>
    <message>
        <source>Runcard report — %1</source>
        <translation>Runcard raporu — %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sayfa %1 / %2</translation>
    </message>
    <message>
        <source>Prices as of %1</source>
        <translation>Fiyat tarihi: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 yazılamıyor</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Kullanılabilir bellek</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>en ucuz</translation>
    </message>
    <message>
        <source>earliest</source>
        <translation>en erken</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>eksik</translation>
    </message>
    <message>
        <source>%1 per 1M trained tokens</source>
        <translation>Eğitilen 1M token başına %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 sa</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Alan</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametreler</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Eğitilebilir parametreler</translation>
    </message>
    <message>
        <source>, rank %1</source>
        <translation>, r = %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimize edici</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <source>Maximum sequence length</source>
        <translation>Maksimum dizi uzunluğu</translation>
    </message>
    <message>
        <source>Micro-batch x gradient accumulation</source>
        <translation>Mikro yığın × gradyan biriktirme</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyonları yeniden hesaplama</translation>
    </message>
    <message>
        <source>Training budget</source>
        <translation>Eğitim bütçesi</translation>
    </message>
    <message>
        <source>Tokens per epoch</source>
        <translation>Devir başına token</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Doğrulama</translation>
    </message>
    <message>
        <source>every %1 steps, %2 tokens</source>
        <translation>her %1 adımda, %2 token</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Kontrol noktaları</translation>
    </message>
    <message>
        <source>every %1 steps, keep %2</source>
        <translation>her %1 adımda, %2 tanesi saklanır</translation>
    </message>
    <message>
        <source>at the end only</source>
        <translation>yalnızca sonda</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>Bellek marjı</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <source>Setup and model loading</source>
        <translation>Kurulum ve model yükleme</translation>
    </message>
    <message>
        <source>Safety buffer</source>
        <translation>Güvenlik payı</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Öğe</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revizyon</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>kaydedilmedi</translation>
    </message>
    <message>
        <source>Run card file</source>
        <translation>Çalıştırma kartı dosyası</translation>
    </message>
    <message>
        <source>Model revision</source>
        <translation>Model revizyonu</translation>
    </message>
    <message>
        <source>Data revision</source>
        <translation>Veri revizyonu</translation>
    </message>
    <message>
        <source>Price catalog</source>
        <translation>Fiyat kataloğu</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>%1 tarihli (%2)</translation>
    </message>
    <message>
        <source>Pilot: %1</source>
        <translation>Pilot: %1</translation>
    </message>
    <message>
        <source>Memory budget per GPU</source>
        <translation>GPU başına bellek bütçesi</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <source>Peak allocated (tensors)</source>
        <translation>Ayrılan en yüksek bellek (tensörler)</translation>
    </message>
    <message>
        <source>Device total</source>
        <translation>Cihaz toplamı</translation>
    </message>
    <message>
        <source>Usable on the card</source>
        <translation>Kartta kullanılabilir</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Kalan bellek</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Değerlendirme</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>desteklenmiyor</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>sığmıyor</translation>
    </message>
    <message>
        <source>fits, below margin</source>
        <translation>sığıyor, marjın altında</translation>
    </message>
    <message>
        <source>fits with margin</source>
        <translation>marjla sığıyor</translation>
    </message>
    <message>
        <source>Planner prediction for %1 GPU(s) per job, %2; device total is what nvidia-smi or amd-smi would show.</source>
        <translation>İş başına %1 GPU için planlayıcı öngörüsü, %2; cihaz toplamı nvidia-smi veya amd-smi’nin göstereceği değerdir.</translation>
    </message>
    <message>
        <source>Pilot: predicted and measured</source>
        <translation>Pilot: öngörülen ve ölçülen</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Miktar</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Öngörülen</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Ölçülen</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Fark</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>öngörülmedi</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>ölçülmedi</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Token hızı</translation>
    </message>
    <message>
        <source>Peak allocated tensor memory</source>
        <translation>Ayrılan en yüksek tensör belleği</translation>
    </message>
    <message>
        <source>Total usage (CPU process or GPU device)</source>
        <translation>Toplam kullanım (CPU süreci veya GPU cihazı)</translation>
    </message>
    <message>
        <source>Step-time variation</source>
        <translation>Adım süresi değişimi</translation>
    </message>
    <message>
        <source>Data-loading stalls</source>
        <translation>Veri yükleme duraklamaları</translation>
    </message>
    <message>
        <source>Validation time</source>
        <translation>Doğrulama süresi</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>Kontrol noktası yazma süresi</translation>
    </message>
    <message>
        <source>Device: %1. Outcome: %2. Measured steps: %3. Scale: %4.</source>
        <translation>Cihaz: %1. Sonuç: %2. Ölçülen adım: %3. Ölçek: %4.</translation>
    </message>
    <message>
        <source>proxy, %1 of %2 decoder blocks</source>
        <translation>vekil model, %2 kod çözücü bloğunun %1 tanesi</translation>
    </message>
    <message>
        <source>full model</source>
        <translation>tam model</translation>
    </message>
    <message>
        <source>Pilot step time</source>
        <translation>Pilot adım süresi</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Adım süresi (sn)</translation>
    </message>
    <message>
        <source>Pilot loss</source>
        <translation>Pilot kaybı</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Pilot peak allocated memory</source>
        <translation>Pilotta ayrılan en yüksek bellek</translation>
    </message>
    <message>
        <source>Peak allocated (GiB)</source>
        <translation>Ayrılan en yüksek bellek (GiB)</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Yan yana</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bellek</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Adım süresi</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Finish after</source>
        <translation>Bitiş süresi</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>İşaretler</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>sığıyor</translation>
    </message>
    <message>
        <source>best with waiting cost</source>
        <translation>bekleme maliyetiyle en iyi</translation>
    </message>
    <message>
        <source>Same run card, layout and budget on every card. Finish = the whole rental window, not only training.</source>
        <translation>Her GPU&apos;da aynı çalıştırma kartı, düzen ve bütçe. Bitiş = yalnızca eğitim değil, tüm kiralama süresi.</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>GPU-saat başına fiyat</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Faturalanan</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Toplam maliyet</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>1M token başına</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Devir başına</translation>
    </message>
    <message>
        <source>Training only, per 1M</source>
        <translation>Yalnızca eğitim, 1M başına</translation>
    </message>
    <message>
        <source>(%1-GPU row)</source>
        <translation>(%1 GPU satırı)</translation>
    </message>
    <message>
        <source>(%1 rate)</source>
        <translation>(%1 tarifesi)</translation>
    </message>
    <message>
        <source>%1 GPU x %2 h</source>
        <translation>%1 GPU x %2 sa</translation>
    </message>
    <message>
        <source>%1 %2 prices as of %3; ranges combine price spread and throughput uncertainty. Missing prices are shown as missing, never as zero.</source>
        <translation>%1 %2 fiyatları, %3 tarihli; aralıklar fiyat yayılımını ve token hızı belirsizliğini birleştirir. Eksik fiyatlar sıfır olarak değil, eksik olarak gösterilir.</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Kiralama süresi</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Bölüm</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Eğitim</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Kontrol noktası yazımları</translation>
    </message>
    <message>
        <source>Restore check</source>
        <translation>Geri yükleme denetimi</translation>
    </message>
    <message>
        <source>Export off the machine</source>
        <translation>Makineden dışa aktarma</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Toplam süre</translation>
    </message>
    <message>
        <source>Billed (rounded to the period)</source>
        <translation>Faturalanan (döneme yuvarlanmış)</translation>
    </message>
    <message>
        <source>Billing period: %1. Exported values are in hours. Local NVMe is scratch: artifacts leave the machine before the window ends.</source>
        <translation>Faturalandırma dönemi: %1. Dışa aktarılan değerler saat cinsindendir. Yerel NVMe bir çalışma diskidir: çıktılar kiralama süresi bitmeden makineden taşınır.</translation>
    </message>
    <message>
        <source>Options on %1</source>
        <translation>%1 için seçenekler</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Seçenek</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Birim</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>not in the price catalog</source>
        <translation>fiyat kataloğunda yok</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Aşama</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Durum</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Ayrıntı</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Kanıt</translation>
    </message>
    <message>
        <source>nothing on file</source>
        <translation>kayıtlı kanıt yok</translation>
    </message>
    <message>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Rezervasyona hazır: bellek bütçesi, ölçeklendirme adımı ve geri yükleme kanıtlandı.</translation>
    </message>
    <message>
        <source>Not ready to reserve: reserve the period only after the first three stages pass.</source>
        <translation>Henüz kiralamaya hazır değil: ilk üç aşama tamamlanmadan rezervasyon yapmayın.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kaynaklar</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Anahtar</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Runcard research notes: hardware, scaling and cost</source>
        <translation>Runcard araştırma notları: donanım, ölçeklendirme ve maliyet</translation>
    </message>
    <message>
        <source>Runcard research notes: memory and step time</source>
        <translation>Runcard araştırma notları: bellek ve adım süresi</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Varsayımlar</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Varsayım</translation>
    </message>
    <message>
        <source>Costs divide the whole rental window by the tokens the run trains, never by a theoretical peak.</source>
        <translation>Maliyet, kiralama süresinin tamamı eğitilen token sayısına bölünerek hesaplanır; teorik tepe hız kullanılmaz.</translation>
    </message>
    <message>
        <source>The window counts setup and model loading, training, validation, checkpoint writes, one restore check, export off the machine and a %1 safety buffer; it is rounded up to whole billing periods (a month is 730 hours).</source>
        <translation>Toplam süre kurulum ve model yüklemeyi, eğitimi, doğrulamayı, kontrol noktası yazımlarını, bir geri yükleme denetimini, makineden dışa aktarmayı ve %1 güvenlik payını içerir; tam faturalandırma dönemlerine yukarı yuvarlanır (bir ay 730 saattir).</translation>
    </message>
    <message>
        <source>Prices without a published range carry +-%1. A card count without its own price row uses the nearest smaller machine&apos;s row, then larger; a longer period without its own rate uses the next shorter one. Both are flagged in the tables.</source>
        <translation>Yayımlanmış aralığı olmayan fiyatlar ±%1 taşır. Kendi fiyat satırı olmayan bir kart sayısı önce en yakın küçük makinenin, sonra büyüğünün satırını kullanır; kendi tarifesi olmayan daha uzun bir dönem bir kısa dönemin tarifesini kullanır. Her ikisi de tablolarda işaretlenir.</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>the trained weights in bf16</source>
        <translation>bf16 olarak eğitilmiş ağırlıklar</translation>
    </message>
    <message>
        <source>The pilot ran on %1, not on a catalog GPU: its throughput does not price any card; it validates the planner&apos;s memory and step model.</source>
        <translation>Pilot bir katalog GPU’sunda değil, %1 üzerinde çalıştı: token hızı hiçbir kartı fiyatlandırmaz; planlayıcının bellek ve adım modelini doğrular.</translation>
    </message>
    <message>
        <source>an unrecorded device</source>
        <translation>kaydedilmemiş bir cihaz</translation>
    </message>
    <message>
        <source>The price catalog could not be read: %1</source>
        <translation>Fiyat kataloğu okunamadı: %1</translation>
    </message>
    <message>
        <source>Runcard models allocation and billing locally; it claims no measurement of any provider&apos;s infrastructure.</source>
        <translation>Runcard tahsisi ve faturalandırmayı yerel olarak modeller; hiçbir sağlayıcının altyapısına ilişkin ölçüm iddia etmez.</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>planner</source>
        <translation>planlayıcı</translation>
    </message>
    <message>
        <source>planner, pilot-calibrated</source>
        <translation>planlayıcı, pilotla kalibre</translation>
    </message>
    <message>
        <source>Every GPU side by side</source>
        <translation>Her GPU yan yana</translation>
    </message>
    <message>
        <source>Smallest configuration that fits: %1 × %2 with %3.</source>
        <translation>Sığan en küçük yapılandırma: %3 ile %1 × %2.</translation>
    </message>
    <message>
        <source>smallest fit</source>
        <translation>sığan en küçük</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit with the margin</source>
        <translation>Marjı koruyarak sığan en az GPU</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Throughput on %1 uses the utilisation the pilot measured there (%2); every other card uses the planner&apos;s prior.</source>
        <translation>%1 üzerindeki token hızı, pilotun orada ölçtüğü kullanım oranını (%2) kullanır; diğer her kart planlayıcının önsel değerini kullanır.</translation>
    </message>
    <message>
        <source>What-if values from the memory budget are in effect: the run card above shows them; the saved card differs.</source>
        <translation>Bellek bütçesindeki “ya şöyle olsaydı” değerleri geçerli: yukarıdaki çalıştırma kartı bunları gösteriyor; kaydedilmiş kart farklı.</translation>
    </message>
    <message>
        <source>Per-GPU memory predicted by the planner on each GPU, stacked by part; the black mark is the memory the GPU offers.</source>
        <translation>Planlayıcının her GPU&apos;da öngördüğü GPU başına bellek, bileşenlere göre yığılmış; siyah işaret GPU&apos;nun sunduğu bellektir.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Bir gün erken bitirmenin değeri (USD)</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Karar</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>Katalogdaki hiçbir GPU bu çalıştırma kartını en fazla %1 GPU ile bellek marjını koruyarak sığdıramıyor: henüz bir şey kiralamayın.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Neden</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Çalıştırma başına maliyet</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens</source>
        <translation>Eğitilen 1 milyon token başına maliyet</translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation>Sonuca kadar süre</translation>
    </message>
    <message>
        <source>%1 of rental (loading, training, validation, checkpoints and export)</source>
        <translation>%1 kiralama (yükleme, eğitim, doğrulama, kontrol noktaları ve dışa aktarma)</translation>
    </message>
    <message>
        <source>%1 of training</source>
        <translation>%1 eğitim</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Riskler</translation>
    </message>
    <message>
        <source>none found by the checks on file</source>
        <translation>kayıtlı denetimler hiçbir risk bulmadı</translation>
    </message>
    <message>
        <source>Still unmeasured</source>
        <translation>Henüz ölçülmeyenler</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs.</source>
        <translation>Katalogdaki hiçbir GPU bu çalıştırma kartını en fazla %1 GPU ile bellek marjını koruyarak sığdıramıyor.</translation>
    </message>
    <message>
        <source>No pilot has run, so every figure is a planner prediction.</source>
        <translation>Henüz pilot çalışmadı; her değer bir planlayıcı öngörüsüdür.</translation>
    </message>
    <message>
        <source>The pilot&apos;s results cannot be read (corrupt, or from another run), so every figure in this report is a planner prediction.</source>
        <translation>Pilotun sonuçları okunamıyor (bozuk ya da başka bir çalıştırmaya ait), bu nedenle bu rapordaki her değer bir planlayıcı öngörüsüdür.</translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation>Adım süresi (medyan)</translation>
    </message>
    <message>
        <source>Throughput of the whole job</source>
        <translation>Tüm işin token hızı</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>Where memory stops fitting (with the margin): %1.</source>
        <translation>Belleğin sığmadığı yer (marjla): %1.</translation>
    </message>
    <message>
        <source>Links inside a node use the bus bandwidth the pilot measured.</source>
        <translation>Düğüm içindeki bağlantılar pilotun ölçtüğü veri yolu bant genişliğini kullanır.</translation>
    </message>
    <message>
        <source>Measured scaling</source>
        <translation>Ölçülen ölçeklendirme</translation>
    </message>
    <message>
        <source>Memory the GPU offers</source>
        <translation>GPU’nun sunduğu bellek</translation>
    </message>
    <message>
        <source>● fits with the margin   ✕ does not fit with the margin</source>
        <translation>● marjla sığıyor   ✕ marjla sığmıyor</translation>
    </message>
    <message>
        <source>tokens/s, whole job</source>
        <translation>token/sn, tüm iş</translation>
    </message>
    <message>
        <source>Predicted scaling on %1</source>
        <translation>%1 üzerinde öngörülen ölçeklendirme</translation>
    </message>
    <message>
        <source>Recommended layout</source>
        <translation>Önerilen düzen</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/sn</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Verimlilik</translation>
    </message>
    <message numerus="yes">
        <source>Throughput at the run card&apos;s effective batch of %n sequence(s) per step; efficiency against one GPU at that batch.</source>
        <translation>
            <numerusform>Token hızı, çalıştırma kartının adım başına %n dizilik etkin yığınında; verimlilik, aynı yığında tek GPU’ya göre.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>hiçbiri sığmıyor</translation>
    </message>
    <message>
        <source>per GB and month</source>
        <translation>GB ve ay başına</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>GB başına</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>GPU-saat başına</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>saat başına</translation>
    </message>
    <message>
        <source>share of the compute cost</source>
        <translation>hesaplama maliyetinin payı</translation>
    </message>
    <message>
        <source>once</source>
        <translation>bir kez</translation>
    </message>
    <message numerus="yes">
        <source>%1 per node × %n node(s)</source>
        <translation>
            <numerusform>%n düğüm × düğüm başına %1 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Pending: no scaling result on file. Run the card on several ranks against the single-process pilot&apos;s folder (%1); it compares them at equal effective batch and writes scaling.json beside the pilot results.</source>
        <translation>Bekliyor: kayıtlı ölçeklendirme sonucu yok. Çalıştırma kartını tek süreçli pilotun klasörüne karşı birkaç süreçte çalıştırın (%1); süreçleri eşit etkin yığın boyutunda karşılaştırır ve pilot sonuçlarının yanına scaling.json yazar.</translation>
    </message>
    <message>
        <source>Where the step&apos;s time goes, per GPU</source>
        <translation>Adım süresinin dağılımı, GPU başına</translation>
    </message>
    <message>
        <source>Per optimizer step</source>
        <translation>Optimize edici adımı başına</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Hesaplama</translation>
    </message>
    <message>
        <source>Compute: GEMMs</source>
        <translation>Hesaplama: GEMM&apos;ler</translation>
    </message>
    <message>
        <source>Compute: attention</source>
        <translation>Hesaplama: dikkat</translation>
    </message>
    <message>
        <source>Compute: memory-bound ops</source>
        <translation>Hesaplama: belleğe bağlı işlemler</translation>
    </message>
    <message>
        <source>Compute: host time the GPU waits for</source>
        <translation>Hesaplama: GPU&apos;nun beklediği ana makine süresi</translation>
    </message>
    <message>
        <source>Compute: pipeline bubble</source>
        <translation>Hesaplama: boru hattı kabarcığı</translation>
    </message>
    <message>
        <source>Communication, exposed</source>
        <translation>İletişim, açıkta kalan</translation>
    </message>
    <message>
        <source>Communication, hidden or not</source>
        <translation>İletişim, gizlenen dahil</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimize edici adımı</translation>
    </message>
    <message>
        <source>Offloading</source>
        <translation>CPU&apos;ya aktarma</translation>
    </message>
    <message>
        <source>Collective buffer copies</source>
        <translation>Toplu iletişim tampon kopyaları</translation>
    </message>
    <message>
        <source>at the limit (allocator retries)</source>
        <translation>tam sınırda (ayırıcı yeniden dener)</translation>
    </message>
    <message>
        <source>Micro-batch and activation checkpointing as on the card; %1 to %2 GPUs tried; — = a layout the card&apos;s framework does not run.</source>
        <translation>Mikro yığın ve aktivasyonların yeniden hesaplanması karttaki gibi; %1 ile %2 arası GPU sayıları denendi; — = kartın eğitim çerçevesinin çalıştırmadığı bir düzen.</translation>
    </message>
    <message>
        <source>The export is %1; each checkpoint holds the trained weights and the optimizer state in the dtypes training keeps them (%2); the base model is re-read from its revision.</source>
        <translation>Dışa aktarılan: %1; her kontrol noktası eğitilmiş ağırlıkları ve optimize edici durumunu eğitimin tuttuğu veri türlerinde saklar (%2); temel model kendi revizyonundan yeniden okunur.</translation>
    </message>
    <message>
        <source>A planner throughput carries the range its validation measured for its class of model: published runs of dense models took %1 to %2 times the predicted time, of mixture-of-experts models %3 to %4 (10th to 90th percentile); a pilot&apos;s throughput carries its own step-time variation, at least +-5%.</source>
        <translation>Planlayıcının token hızı, doğrulamasında model sınıfı için ölçülen aralıkla verilir: yayımlanmış koşular yoğun modellerde tahmin edilen sürenin %1 ile %2 katı, uzman karışımı modellerde %3 ile %4 katı sürdü (10. ile 90. yüzdelik); pilotun hızı kendi adım süresi değişkenliğini, en az ±%5, içerir.</translation>
    </message>
    <message>
        <source>Planner prediction: the step is compute + exposed communication + collective buffer copies + optimizer + offloading; the hidden communication runs under the compute. — = the GPU does not support the card&apos;s precision.</source>
        <translation>Planlayıcı tahmini: adım = hesaplama + açıkta kalan iletişim + toplu iletişim tampon kopyaları + optimize edici + CPU’ya aktarma; gizlenen iletişim hesaplamanın altında yürür. — = GPU kartın hassasiyetini desteklemiyor.</translation>
    </message>
    <message>
        <source>; trained whole: %1</source>
        <translation>; bütünüyle eğitilen: %1</translation>
    </message>
    <message>
        <source>the card&apos;s own architecture</source>
        <translation>kartın kendi mimarisi</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>measured from the data file</source>
        <translation>veri dosyasından ölçülür</translation>
    </message>
    <message>
        <source>unpacked, padded: %1; mean length %2</source>
        <translation>paketlenmemiş, dolgu: %1; ortalama uzunluk %2</translation>
    </message>
    <message>
        <source>packed; each document attends within itself, mean length %1</source>
        <translation>paketlenmiş; her belge yalnızca kendi içinde dikkat eder, ortalama uzunluk %1</translation>
    </message>
    <message>
        <source>packed; every row attends across its whole length</source>
        <translation>paketlenmiş; her satır tüm uzunluğu boyunca dikkat eder</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Satırlar</translation>
    </message>
    <message>
        <source>TP %1 with sequence parallelism</source>
        <translation>TP %1, dizi paralelliğiyle</translation>
    </message>
    <message>
        <source>PP %1, %2, %3 virtual stages</source>
        <translation>PP %1, %2, %3 sanal aşama</translation>
    </message>
    <message>
        <source>PP %1, %2</source>
        <translation>PP %1, %2</translation>
    </message>
    <message>
        <source>Model parallelism</source>
        <translation>Model paralelliği</translation>
    </message>
    <message>
        <source>Sequences per step</source>
        <translation>Adım başına dizi</translation>
    </message>
    <message>
        <source>Predicted by the planner&apos;s scaling model on %1: throughput of the whole job and memory per GPU from 1 to %2 GPUs for every layout the run card can use, at the run card&apos;s effective batch where it divides among the data-parallel replicas.</source>
        <translation>Planlayıcının ölçeklendirme modelinin %1 için öngörüsü: çalıştırma kartının kullanabildiği her paralel düzende, 1 ile %2 GPU arasında tüm işin token hızı ve GPU başına bellek, kartın etkin yığın boyutunda (yığın veri paralel kopyalara tam bölündüğü sürece).</translation>
    </message>
    <message>
        <source>Recommendation: %1.</source>
        <translation>Öneri: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The cost pages below price every GPU at the run card&apos;s layout, %n GPU(s) with %1.</source>
        <translation>
            <numerusform>Aşağıdaki maliyet sayfaları her GPU’yu çalıştırma kartının düzeniyle fiyatlandırır: %1 ile %n GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>no price for this GPU</source>
        <translation>bu GPU için fiyat yok</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>önerilen</translation>
    </message>
    <message>
        <source>Recommended: %1 (the decision). Smallest configuration that fits: %2.</source>
        <translation>Önerilen: %1 (karar). Sığan en küçük yapılandırma: %2.</translation>
    </message>
    <message>
        <source>Ways to fit on %1 × %2</source>
        <translation>%1 × %2 üzerinde sığdırmanın yolları</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişiklik</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>En yoğun anda</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marj</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Toplam süre</translation>
    </message>
    <message>
        <source>The card misses its memory margin here. Each row is one change its framework offers, planned in full on the same GPU; those that keep the margin come first.</source>
        <translation>Kart burada bellek marjını koruyamıyor. Her satır, çerçevesinin sunduğu tek bir değişikliktir ve aynı GPU üzerinde baştan sona planlanmıştır; marjı koruyanlar önce gelir.</translation>
    </message>
    <message>
        <source>Of device</source>
        <translation>Cihaza oranı</translation>
    </message>
    <message>
        <source>Faster within the margin on %1 × %2</source>
        <translation>%1 × %2 üzerinde marj içinde daha hızlı</translation>
    </message>
    <message>
        <source>The card keeps its memory margin here. Each row is one change that finishes the run sooner and still keeps it, planned in full on the same GPU.</source>
        <translation>Kart burada bellek marjını koruyor. Her satır, çalıştırmayı daha erken bitiren ve marjı yine koruyan tek bir değişikliktir; aynı GPU üzerinde baştan sona planlanmıştır.</translation>
    </message>
    <message>
        <source>Other training frameworks on %1 × %2</source>
        <translation>%1 × %2 üzerinde diğer eğitim çerçeveleri</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Eğitim çerçevesi</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>GPU başına token/sn</translation>
    </message>
    <message>
        <source>The card under %1 takes %2 a step and %3 in all. Each row is the same card under another framework, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers.</source>
        <translation>Kart %1 ile adım başına %2, toplamda %3 sürer. Her satır aynı kartın başka bir çerçevedeki hâlidir: o yazılım yığınının önsel değerleriyle ve pilot kalibrasyonu olmadan; çerçevenin sunmadığı bir alan, onun sunduğu değere ayarlanır.</translation>
    </message>
    <message>
        <source>%1 (%2: %3)</source>
        <translation>%1 (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot run this card: %1.</source>
        <translation>Bu kartı çalıştıramayanlar: %1.</translation>
    </message>
    <message>
        <source>No single change keeps the margin: the first row combines those that do together.</source>
        <translation>Tek bir değişiklik marjı korumuyor: ilk satır, birlikte koruyanları birleştiriyor.</translation>
    </message>
    <message>
        <source>The decision under each training framework</source>
        <translation>Her eğitim çerçevesinde karar</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Kiralanacak</translation>
    </message>
    <message>
        <source>%1 (this card)</source>
        <translation>%1 (bu kart)</translation>
    </message>
    <message>
        <source>Each row decides by the same rule as above, for the card under that framework at its stack&apos;s priors and without a pilot&apos;s calibration. On the published runs the planner has been more optimistic about the tuned stacks (Megatron, torchtitan, llm-foundry) than about the eager ones (docs/memory-model.md): run the pilot under the framework you choose before reserving.</source>
        <translation>Her satır, yukarıdaki kuralla, kartın o çerçevedeki hâli için karar verir: o yazılım yığınının önsel değerleriyle ve pilot kalibrasyonu olmadan. Yayımlanmış çalıştırmalarda planlayıcı, ayarlanmış yığınlar (Megatron, torchtitan, llm-foundry) için istekli (eager) olanlara göre daha iyimser çıktı (docs/memory-model.md): rezervasyondan önce pilotu seçtiğiniz çerçeveyle çalıştırın.</translation>
    </message>
    <message>
        <source>Another framework</source>
        <translation>Başka bir çerçeve</translation>
    </message>
</context>
<context>
    <name>RunCardSchema</name>
    <message>
        <source>Run name</source>
        <translation>Çalıştırma adı</translation>
    </message>
    <message>
        <source>Free text that names the run in files, results and reports.</source>
        <translation>Çalıştırmayı dosyalarda, sonuçlarda ve raporlarda adlandıran serbest metin.</translation>
    </message>
    <message>
        <source>e.g. llama-3.1-8b-lora-r16</source>
        <translation>ör. llama-3.1-8b-lora-r16</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Model ön ayarı</translation>
    </message>
    <message>
        <source>A bundled model architecture. Layers, hidden size and vocabulary decide the weights, gradients and activations every GPU must hold.</source>
        <translation>Yerleşik bir model mimarisi. Katman sayısı, gizli boyut ve sözcük dağarcığı her GPU&apos;nun tutması gereken ağırlıkları, gradyanları ve aktivasyonları belirler.</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>A Hugging Face config.json, relative to the card. Used instead of a preset to read the architecture.</source>
        <translation>Karta göreli yoldaki bir Hugging Face config.json dosyası. Mimariyi okumak için ön ayar yerine kullanılır.</translation>
    </message>
    <message>
        <source>path/to/config.json</source>
        <translation>klasör/config.json</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Model klasörü</translation>
    </message>
    <message>
        <source>A local model folder: config.json for the shape and the *.safetensors headers for exact parameter counts. No weights are read.</source>
        <translation>Yerel bir model klasörü: biçim için config.json, kesin parametre sayıları için *.safetensors başlıkları. Hiçbir ağırlık okunmaz.</translation>
    </message>
    <message>
        <source>path/to/model</source>
        <translation>klasör/model</translation>
    </message>
    <message>
        <source>Model revision</source>
        <translation>Model revizyonu</translation>
    </message>
    <message>
        <source>Recorded with results and reports, so a measurement can be traced to the exact weights.</source>
        <translation>Sonuçlar ve raporlarla birlikte kaydedilir; böylece her ölçüm tam olarak hangi ağırlıklarla yapıldığına kadar izlenebilir.</translation>
    </message>
    <message>
        <source>repository@commit</source>
        <translation>depo@commit</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Katmanlar</translation>
    </message>
    <message>
        <source>Transformer blocks. Weights, gradients and saved activations grow linearly with them.</source>
        <translation>Transformer blokları. Ağırlıklar, gradyanlar ve saklanan aktivasyonlar bunlarla doğrusal büyür.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Gizli boyut</translation>
    </message>
    <message>
        <source>Width of the residual stream. Parameters grow with its square; activations grow with it linearly.</source>
        <translation>Artık akışın genişliği. Parametreler karesiyle, aktivasyonlar doğrusal olarak büyür.</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP genişliği</translation>
    </message>
    <message>
        <source>Inner width of the feed-forward block; the largest share of parameters and of the MLP activations.</source>
        <translation>İleri beslemeli bloğun iç genişliği; parametrelerin ve MLP aktivasyonlarının en büyük payı buradadır.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Dikkat başlıkları</translation>
    </message>
    <message>
        <source>Query heads. With head size they set the attention projections.</source>
        <translation>Sorgu başlıkları. Başlık boyutuyla birlikte dikkat izdüşümlerini belirler.</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Anahtar/değer başlıkları</translation>
    </message>
    <message>
        <source>Grouped-query attention: fewer key/value heads shrink the K and V projections and their activations.</source>
        <translation>Gruplanmış sorgu dikkati: daha az anahtar/değer başlığı K ve V izdüşümlerini ve aktivasyonlarını küçültür.</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Başlık boyutu</translation>
    </message>
    <message>
        <source>Width of one attention head; by default hidden size divided by the heads.</source>
        <translation>Bir dikkat başlığının genişliği; varsayılan olarak gizli boyutun başlık sayısına bölümü.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Sözcük dağarcığı</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary. The logits of every position span it, so a large vocabulary makes the loss path one of the biggest transient peaks.</source>
        <translation>Sözcük dağarcığındaki token sayısı. Her konumun logitleri bunu kapsar; büyük bir sözcük dağarcığı kayıp hesabını en büyük geçici tepelerden biri yapar.</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Bağlı</translation>
    </message>
    <message>
        <source>Separate head</source>
        <translation>Ayrı çıkış katmanı</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Bağlı gömmeler</translation>
    </message>
    <message>
        <source>Whether the output head shares the embedding matrix. Untied, the head adds vocabulary × hidden size parameters with their gradients and optimizer state.</source>
        <translation>Çıkış katmanının gömme matrisini paylaşıp paylaşmadığı. Paylaşmıyorsa çıkış katmanı, gradyanları ve optimize edici durumuyla birlikte sözcük dağarcığı × gizli boyut kadar parametre ekler.</translation>
    </message>
    <message>
        <source>MLP type</source>
        <translation>MLP türü</translation>
    </message>
    <message>
        <source>SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the MLP&apos;s parameters and activations.</source>
        <translation>SwiGLU blok başına üç matris (gate, up, down), GELU iki matris içerir; MLP parametrelerini ve aktivasyonlarını belirler.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <source>Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit.</source>
        <translation>Tam ince ayar her parametreyi eğitir ve her biri için optimize edici durumu tutar; LoRA dondurulmuş ağırlıklar üzerinde küçük bağdaştırıcılar eğitir; QLoRA ayrıca dondurulmuş ağırlıkları 4 bit olarak saklar.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank değeri (r)</translation>
    </message>
    <message>
        <source>Rank of each adapter. Adapter parameters, their gradients and optimizer state grow linearly with it.</source>
        <translation>Her bağdaştırıcının rank değeri (r). Bağdaştırıcı parametreleri, gradyanları ve optimize edici durumu bununla doğrusal büyür.</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>LoRA alfa</translation>
    </message>
    <message>
        <source>Scale of the adapter update. Affects quality, not memory or time.</source>
        <translation>Bağdaştırıcı güncellemesinin ölçeği. Kaliteyi etkiler; belleği ve süreyi etkilemez.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout oranı</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA hedefleri</translation>
    </message>
    <message>
        <source>QLoRA double quantization</source>
        <translation>QLoRA çift nicemleme</translation>
    </message>
    <message>
        <source>Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight.</source>
        <translation>NF4 ölçekleme sabitlerini de nicemler; ağırlık başına yaklaşık 0,4 bit kazandırır.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimize edici</translation>
    </message>
    <message>
        <source>AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep 2 bytes; SGD without momentum keeps none.</source>
        <translation>AdamW her eğitilebilir parametre için iki fp32 moment (8 bayt) tutar; 8 bitlik türevleri 2 bayt tutar; momentumsuz SGD hiç tutmaz.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <source>Numeric format of compute and storage. Mixed precision keeps fp32 master weights; FP8 needs Ada, Hopper or newer GPUs, MXFP8 Blackwell or MI355X, NVFP4 NVIDIA Blackwell; the low precisions change only the matrix multiplies.</source>
        <translation>Hesaplama ve saklamanın sayısal biçimi. Karma hassasiyet fp32 ana ağırlıkları tutar; FP8 için Ada, Hopper veya daha yeni GPU, MXFP8 için Blackwell veya MI355X, NVFP4 için NVIDIA Blackwell gerekir; düşük hassasiyetler yalnızca matris çarpımlarını değiştirir.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <source>The longest sequence in a batch. Activation memory grows linearly with it (and quadratically with eager attention).</source>
        <translation>Bir yığındaki en uzun dizi. Aktivasyon belleği bununla doğrusal (eager dikkatte karesel) büyür.</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Paketlenmiş diziler</translation>
    </message>
    <message>
        <source>Packing fills every sequence to full length: predictable memory and no compute spent on padding.</source>
        <translation>Paketleme her diziyi tam uzunluğa kadar doldurur: öngörülebilir bellek, dolguya harcanmayan hesaplama.</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>dizi</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro yığın</translation>
    </message>
    <message>
        <source>Sequences per GPU in one forward pass. Activation and logit memory grow linearly with it.</source>
        <translation>Bir ileri geçişte GPU başına dizi sayısı. Aktivasyon ve logit belleği bununla doğrusal büyür.</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>mikro yığın</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradyan biriktirme</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step. Raises the effective batch without more activation memory; costs time per step.</source>
        <translation>Optimize edici adımı başına mikro yığın sayısı. Aktivasyon belleğini artırmadan etkin yığın boyutunu büyütür; adım başına süreye mal olur.</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyonları yeniden hesaplama</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Aktivasyonları CPU&apos;ya aktar</translation>
    </message>
    <message>
        <source>Moves saved activations to host memory; saves device memory, costs transfer time over the host link.</source>
        <translation>Saklanan aktivasyonları ana makine belleğine taşır; cihaz belleğinden kazandırır, ana makine bağlantısı üzerinden aktarım süresine mal olur.</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Dikkat çekirdeği</translation>
    </message>
    <message>
        <source>Loss computation</source>
        <translation>Kayıp hesaplama</translation>
    </message>
    <message>
        <source>Compiled (fused) kernels</source>
        <translation>Derlenmiş (birleşik) çekirdekler</translation>
    </message>
    <message>
        <source>torch.compile-style fusion: fewer saved temporaries and higher utilisation.</source>
        <translation>torch.compile tarzı birleştirme: daha az saklanan geçici tensör ve daha yüksek kullanım oranı.</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Geri geçişte optimize edici adımı</translation>
    </message>
    <message>
        <source>Applies each parameter&apos;s update as soon as its gradient is ready, so the full gradient set is never held at once.</source>
        <translation>Her parametrenin güncellemesini gradyanı hazır olur olmaz uygular; böylece gradyanların tamamı hiçbir an birlikte tutulmaz.</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Eğitim çerçevesi</translation>
    </message>
    <message>
        <source>The training framework whose memory behaviour the planner assumes: its activations, logits path and adapter precision.</source>
        <translation>Planlayıcının bellek davranışını varsaydığı eğitim çerçevesi: aktivasyonları, logit yolu ve bağdaştırıcı hassasiyeti.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Tokens to train on.</source>
        <translation>Eğitimde işlenecek token sayısı.</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>adım</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimize edici adımı sayısı</translation>
    </message>
    <message>
        <source>Optimizer steps to take.</source>
        <translation>Atılacak optimize edici adımı sayısı.</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>devir</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Devir (epoch)</translation>
    </message>
    <message>
        <source>Passes over the training data; needs data.tokens.</source>
        <translation>Eğitim verisi üzerinden geçiş sayısı; data.tokens gerekir.</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Öğrenme oranı</translation>
    </message>
    <message>
        <source>Peak learning rate used by the pilot. Affects quality, not memory or time.</source>
        <translation>Pilotun kullandığı en yüksek öğrenme oranı. Kaliteyi etkiler; belleği ve süreyi etkilemez.</translation>
    </message>
    <message>
        <source>Warm-up steps</source>
        <translation>Isınma adımları</translation>
    </message>
    <message>
        <source>Optimizer steps with a rising learning rate; the pilot also excludes them from timing.</source>
        <translation>Öğrenme oranının yükseldiği optimize edici adımları; pilot bunları süre ölçümüne de katmaz.</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Öğrenme oranı planı</translation>
    </message>
    <message>
        <source>How the learning rate decays after warm-up.</source>
        <translation>Isınmadan sonra öğrenme oranının nasıl azalacağı.</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Rastgele tohum</translation>
    </message>
    <message>
        <source>Seeds the pilot&apos;s initialisation and data order, so a pilot can be repeated exactly.</source>
        <translation>Pilotun başlangıç değerlerini ve veri sırasını belirler; böylece bir pilot birebir tekrarlanabilir.</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>Eğitim verisi</translation>
    </message>
    <message>
        <source>JSONL with a text field, or plain text, relative to the card. The pilot reads its longest real batches from it.</source>
        <translation>Metin alanı olan JSONL veya düz metin; karta göreli yol. Pilot gerçek en uzun yığınlarını buradan okur.</translation>
    </message>
    <message>
        <source>data/train.jsonl</source>
        <translation>veri/egitim.jsonl</translation>
    </message>
    <message>
        <source>Data revision</source>
        <translation>Veri revizyonu</translation>
    </message>
    <message>
        <source>Recorded with results, so a measurement can be traced to the exact data.</source>
        <translation>Sonuçlarla birlikte kaydedilir; böylece her ölçüm tam olarak hangi veriyle yapıldığına kadar izlenebilir.</translation>
    </message>
    <message>
        <source>sha256:…</source>
        <translation>sha256:…</translation>
    </message>
    <message>
        <source>Text field</source>
        <translation>Metin alanı</translation>
    </message>
    <message>
        <source>The JSONL field that holds the training text.</source>
        <translation>Eğitim metnini tutan JSONL alanı.</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer (belirteçleyici)</translation>
    </message>
    <message>
        <source>A SentencePiece model for the pilot&apos;s token counts; empty = byte-level.</source>
        <translation>Pilotun token sayımları için bir SentencePiece modeli; boş = bayt düzeyi.</translation>
    </message>
    <message>
        <source>byte-level</source>
        <translation>bayt düzeyi</translation>
    </message>
    <message>
        <source>Tokens per epoch</source>
        <translation>Devir başına token</translation>
    </message>
    <message>
        <source>Tokens in one pass over the training data; turns an epoch budget into tokens and time.</source>
        <translation>Eğitim verisinin bir kez baştan sona geçilmesindeki token sayısı; devir bütçesini tokene ve süreye çevirir.</translation>
    </message>
    <message>
        <source>Validate every</source>
        <translation>Doğrulama aralığı</translation>
    </message>
    <message>
        <source>Validation runs inside the rental window; frequent validation adds time, not memory. 0 = never.</source>
        <translation>Doğrulama kiralama süresinin içinde çalışır; sık doğrulama süre ekler, bellek eklemez. 0 = hiçbir zaman.</translation>
    </message>
    <message>
        <source>Validation tokens</source>
        <translation>Doğrulama token sayısı</translation>
    </message>
    <message>
        <source>Tokens evaluated each time; sets how long one validation takes.</source>
        <translation>Her seferinde değerlendirilen token sayısı; bir doğrulamanın ne kadar süreceğini belirler.</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Kontrol noktası aralığı</translation>
    </message>
    <message>
        <source>Checkpoint writes pause training; their time belongs in the rental window. 0 = only at the end.</source>
        <translation>Kontrol noktası yazımları eğitimi duraklatır; süreleri kiralama süresine dahildir. 0 = yalnızca sonda.</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Saklanacak kontrol noktası sayısı</translation>
    </message>
    <message>
        <source>How many checkpoints stay on disk; each holds weights and optimizer state.</source>
        <translation>Diskte kaç kontrol noktası kalacağı; her biri ağırlıkları ve optimize edici durumunu içerir.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator from the catalog. Its usable memory is the budget; its peak FLOP/s and bandwidth set the step time.</source>
        <translation>Katalogdaki hızlandırıcı. Kullanılabilir belleği bütçedir; tepe FLOP/s değeri ve bant genişliği adım süresini belirler.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>Düğüm başına GPU</translation>
    </message>
    <message>
        <source>GPUs in one machine. Sharded layouts divide weights, gradients and optimizer state across them.</source>
        <translation>Tek makinedeki GPU sayısı. Bölümlenmiş düzenler ağırlıkları, gradyanları ve optimize edici durumunu bunlara paylaştırır.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Düğümler</translation>
    </message>
    <message>
        <source>Machines. Communication between nodes is much slower than inside one.</source>
        <translation>Makine sayısı. Düğümler arası iletişim tek düğüm içindekinden çok daha yavaştır.</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <source>DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add communication. Four GPUs are not one large memory pool.</source>
        <translation>DDP tüm eğitim durumunu her GPU&apos;ya kopyalar; ZeRO ve FSDP onu bölümlere ayırır ve iletişim getirir. Dört GPU tek büyük bir bellek havuzu değildir.</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU&apos;ya aktarma</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>Bellek marjı</translation>
    </message>
    <message>
        <source>Share of usable device memory that must stay free at the peak, for the longest batches, fragmentation and library updates.</source>
        <translation>En uzun yığınlar, parçalanma ve kitaplık güncellemeleri için tepe noktasında boş kalması gereken kullanılabilir cihaz belleği payı.</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <source>On-demand, reserved or spot price from the price catalog.</source>
        <translation>Fiyat kataloğundan isteğe bağlı, rezerve veya spot fiyat.</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <source>The unit the provider bills in; a run is rounded up to it.</source>
        <translation>Sağlayıcının faturalandırdığı birim; çalıştırma süresi buna yukarı yuvarlanır.</translation>
    </message>
    <message>
        <source>h</source>
        <translation>sa</translation>
    </message>
    <message>
        <source>Set-up time</source>
        <translation>Kurulum süresi</translation>
    </message>
    <message>
        <source>Provisioning, environment, download and model loading: billed, but no training happens.</source>
        <translation>Makinenin hazırlanması, ortam, indirme ve model yükleme: faturalandırılır ama eğitim yapılmaz.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Export size</source>
        <translation>Dışa aktarma boyutu</translation>
    </message>
    <message>
        <source>Artifacts to move off the machine before the allocation ends (0 = the final weights).</source>
        <translation>Tahsis sona ermeden makineden taşınacak çıktılar (0 = son ağırlıklar).</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/sn</translation>
    </message>
    <message>
        <source>Export bandwidth</source>
        <translation>Dışa aktarma bant genişliği</translation>
    </message>
    <message>
        <source>Bandwidth off the machine; with the export size it sets the export time.</source>
        <translation>Makineden dışarıya bant genişliği; dışa aktarma boyutuyla birlikte aktarma süresini belirler.</translation>
    </message>
    <message>
        <source>Safety buffer</source>
        <translation>Güvenlik payı</translation>
    </message>
    <message>
        <source>Share of the window added for the unexpected: restarts, slow nodes, re-runs.</source>
        <translation>Beklenmedik durumlar için kiralama süresine eklenen pay: yeniden başlatmalar, yavaş düğümler, tekrar çalıştırmalar.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Bir gün erken bitirmenin değeri (USD)</translation>
    </message>
    <message>
        <source>What finishing one day earlier is worth to the team, in the price currency; lets a faster card win on cost.</source>
        <translation>Bir gün erken bitirmenin ekip için değeri, fiyat para biriminde; daha hızlı bir GPU&apos;nun maliyette öne geçmesini sağlar.</translation>
    </message>
    <message>
        <source>Rental options</source>
        <translation>Kiralama seçenekleri</translation>
    </message>
    <message>
        <source>Price-catalog options the run needs (storage, support, ...); they are billed for the whole window.</source>
        <translation>Çalıştırmanın ihtiyaç duyduğu fiyat kataloğu seçenekleri (depolama, destek, ...); tüm kiralama süresi boyunca faturalandırılır.</translation>
    </message>
    <message>
        <source>option ids, separated by commas</source>
        <translation>virgülle ayrılmış seçenek kimlikleri</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Fiyat dosyası</translation>
    </message>
    <message>
        <source>A price catalog of your own; empty = the bundled one.</source>
        <translation>Kendi fiyat kataloğunuz; boş = yerleşik katalog.</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>yerleşik</translation>
    </message>
    <message>
        <source>From the model</source>
        <translation>Modelden</translation>
    </message>
    <message>
        <source>Training budget</source>
        <translation>Eğitim bütçesi</translation>
    </message>
    <message>
        <source>How much training the run does: tokens, optimizer steps or epochs over the data. With tokens per second it sets the time to train and the rental cost.</source>
        <translation>Çalıştırmanın ne kadar eğitim yapacağı: token, optimize edici adımı veya veri üzerinden devir (epoch) sayısı. Saniyedeki token sayısıyla birlikte eğitim süresini ve kiralama maliyetini belirler.</translation>
    </message>
    <message>
        <source>Model loading</source>
        <translation>Model yükleme</translation>
    </message>
    <message>
        <source>LoRA on the output head</source>
        <translation>Çıkış katmanında LoRA</translation>
    </message>
    <message>
        <source>An adapter on the output projection: r × (hidden + vocabulary) more trainable parameters, and the head&apos;s input is kept for its gradient.</source>
        <translation>Çıkış izdüşümünde bir bağdaştırıcı: r × (gizli + sözcük dağarcığı) kadar fazla eğitilebilir parametre; çıkış katmanının girdisi gradyanı için saklanır.</translation>
    </message>
    <message>
        <source>LoRA on the embedding</source>
        <translation>Gömme katmanında LoRA</translation>
    </message>
    <message>
        <source>An adapter on the token embedding: r × (vocabulary + hidden) more trainable parameters.</source>
        <translation>Token gömmesinde bir bağdaştırıcı: r × (sözcük dağarcığı + gizli) kadar fazla eğitilebilir parametre.</translation>
    </message>
    <message>
        <source>Weight-decomposed LoRA: a magnitude vector per adapted matrix, and every forward builds the dense adapted weight to take its column norm; slower, and more activation memory.</source>
        <translation>Ağırlığı ayrıştırılmış LoRA: uyarlanan her matris için bir büyüklük vektörü; her ileri geçiş sütun normunu almak için yoğun uyarlanmış ağırlığı kurar; daha yavaş ve daha fazla aktivasyon belleği.</translation>
    </message>
    <message>
        <source>AdamW implementation</source>
        <translation>AdamW uygulaması</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Saklanan ağırlıklar</translation>
    </message>
    <message>
        <source>FSDP parameter dtype</source>
        <translation>FSDP parametre veri türü</translation>
    </message>
    <message>
        <source>The dtype FSDP all-gathers and computes in (MixedPrecision param_dtype). The sharded weights keep their stored dtype.</source>
        <translation>FSDP&apos;nin toplayıp hesapladığı veri türü (MixedPrecision param_dtype). Parçalanmış ağırlıklar saklandıkları veri türünü korur.</translation>
    </message>
    <message>
        <source>FSDP reduce dtype</source>
        <translation>FSDP indirgeme veri türü</translation>
    </message>
    <message>
        <source>The dtype gradients are reduce-scattered in (MixedPrecision reduce_dtype); fp32 doubles the unsharded gradient of a unit.</source>
        <translation>Gradyanların indirgenip dağıtıldığı veri türü (MixedPrecision reduce_dtype); fp32 bir birimin parçalanmamış gradyanını iki katına çıkarır.</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of storing them. Full keeps only each block&apos;s input (about a third more compute); selective recomputes the attention core (Megatron); op-level keeps every other matmul&apos;s output (torchtitan); every-k and partial checkpoint some of the blocks.</source>
        <translation>Aktivasyonları saklamak yerine geri geçişte yeniden hesaplar. Tam yalnızca her bloğun girdisini tutar (yaklaşık üçte bir fazla hesaplama); seçici dikkat çekirdeğini yeniden hesaplar (Megatron); işlem düzeyinde seçici her iki matris çarpımından birinin çıktısını tutar (torchtitan); her k. blok ve ilk N blok bazı blokları kontrol noktasına alır.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blok</translation>
    </message>
    <message>
        <source>One block in k is checkpointed; the others keep all their activations.</source>
        <translation>Her k bloktan biri kontrol noktasına alınır; diğerleri tüm aktivasyonlarını tutar.</translation>
    </message>
    <message>
        <source>Recomputed blocks</source>
        <translation>Yeniden hesaplanan bloklar</translation>
    </message>
    <message>
        <source>The first N blocks are checkpointed; the rest keep all their activations.</source>
        <translation>İlk N blok kontrol noktasına alınır; geri kalanı tüm aktivasyonlarını tutar.</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>parça</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>Kayıp parçaları</translation>
    </message>
    <message>
        <source>The logits are computed in this many chunks; one chunk at a time is upcast to fp32.</source>
        <translation>Logitler bu kadar parçada hesaplanır; her seferinde bir parça fp32&apos;ye yükseltilir.</translation>
    </message>
    <message>
        <source>Loss chunk size</source>
        <translation>Kayıp parçası boyutu</translation>
    </message>
    <message>
        <source>Tokens whose logits the fused kernel holds at once; 0 = Liger&apos;s own rule (about as many bytes as the hidden states).</source>
        <translation>Birleşik çekirdeğin logitlerini aynı anda tuttuğu token sayısı; 0 = Liger&apos;in kendi kuralı (yaklaşık gizli durumlar kadar bayt).</translation>
    </message>
    <message>
        <source>DoRA (weight-decomposed)</source>
        <translation>DoRA (ağırlığı ayrıştırılmış)</translation>
    </message>
    <message>
        <source>Checkpointed block interval</source>
        <translation>Kontrol noktalı blok aralığı</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensör paralelliği</translation>
    </message>
    <message>
        <source>Splits every weight matrix across this many GPUs (Megatron-style): weights, gradients, optimizer state and most activations divide, at the cost of collectives in every layer. Keep it inside one node.</source>
        <translation>Her ağırlık matrisini bu kadar GPU’ya böler (Megatron tarzı): ağırlıklar, gradyanlar, optimize edici durumu ve aktivasyonların çoğu bölünür; bedeli her katmandaki toplu iletişimdir. Tek düğüm içinde tutun.</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>Dizi paralelliği</translation>
    </message>
    <message>
        <source>With tensor parallelism, also splits norms and dropouts along the sequence, so all activations divide by the tensor-parallel degree (Korthikanti et al. 2022).</source>
        <translation>Tensör paralelliğiyle birlikte normalizasyon ve dropout katmanlarını da dizi boyunca böler; böylece tüm aktivasyonlar tensör paralelliği derecesine bölünür (Korthikanti vd. 2022).</translation>
    </message>
    <message>
        <source>Pipeline parallelism</source>
        <translation>Boru hattı paralelliği</translation>
    </message>
    <message>
        <source>Splits the layers into this many stages on different GPUs. The micro-batches of a step (gradient accumulation) fill the pipeline; with few of them the stages wait (the bubble).</source>
        <translation>Katmanları farklı GPU’larda bu kadar aşamaya böler. Bir adımın mikro partileri (gradyan biriktirme) boru hattını doldurur; az sayıdaysalar aşamalar bekler (kabarcık).</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Boru hattı çizelgesi</translation>
    </message>
    <message>
        <source>1F1B holds at most one micro-batch per stage in flight; interleaved 1F1B runs several chunks per GPU for a smaller bubble and more memory; GPipe runs every forward first and holds all micro-batches.</source>
        <translation>1F1B her aşamada en fazla bir mikro partiyi işlemde tutar; iç içe geçmiş 1F1B daha küçük kabarcık ve daha fazla bellek karşılığında GPU başına birkaç parça çalıştırır; GPipe önce tüm ileri geçişleri yapar ve bütün mikro partileri tutar.</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Sanal aşamalar</translation>
    </message>
    <message>
        <source>Model chunks per pipeline GPU with the interleaved schedule: the bubble shrinks by this factor, pipeline messages grow by it.</source>
        <translation>İç içe geçmiş çizelgede boru hattı GPU’su başına model parçası: kabarcık bu oranda küçülür, aşamalar arası mesajlar bu oranda artar.</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Bağlam paralelliği</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Yazılım yığını</translation>
    </message>
    <message>
        <source>The training stack whose kernels, fusion and overlap set the step time: the same GPU runs at very different speed under Megatron with Transformer Engine, torchtitan or the Hugging Face Trainer. auto follows the framework.</source>
        <translation>Çekirdekleri, birleştirmesi ve örtüşmesi adım süresini belirleyen eğitim yığını: aynı GPU, Transformer Engine ile Megatron, torchtitan veya Hugging Face Trainer altında çok farklı hızda çalışır. auto eğitim çerçevesini izler.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Uzmanlar</translation>
    </message>
    <message>
        <source>Routed experts of a mixture-of-experts layer. Every expert&apos;s weights, gradients and optimizer state are held; only the experts a token is routed to compute.</source>
        <translation>Uzman karışımı (MoE) katmanındaki yönlendirilen uzmanlar. Her uzmanın ağırlıkları, gradyanları ve optimize edici durumu bellekte tutulur; yalnızca bir tokenin yönlendirildiği uzmanlar hesaplama yapar.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Token başına uzman</translation>
    </message>
    <message>
        <source>Routed experts each token visits (top-k). Compute, the expert activations and the token exchange between GPUs grow with it.</source>
        <translation>Her tokenin uğradığı yönlendirilen uzman sayısı (top-k). Hesaplama, uzman aktivasyonları ve GPU&apos;lar arası token alışverişi bununla artar.</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Paylaşılan uzmanlar</translation>
    </message>
    <message>
        <source>Experts every token visits besides the routed ones (DeepSeek).</source>
        <translation>Yönlendirilenlerin yanında her tokenin uğradığı uzmanlar (DeepSeek).</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>Uzman genişliği</translation>
    </message>
    <message>
        <source>Inner width of one expert&apos;s feed-forward block.</source>
        <translation>Bir uzmanın ileri beslemeli bloğunun iç genişliği.</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>Baştaki yoğun katmanlar</translation>
    </message>
    <message>
        <source>The first layers keep a dense feed-forward block of the MLP width instead of experts (DeepSeek first_k_dense_replace).</source>
        <translation>İlk katmanlar uzmanlar yerine MLP genişliğinde yoğun bir ileri beslemeli blok tutar (DeepSeek first_k_dense_replace).</translation>
    </message>
    <message>
        <source>Expert layer step</source>
        <translation>Uzman katmanı aralığı</translation>
    </message>
    <message>
        <source>Every n-th layer has experts, the others a dense feed-forward block (Qwen decoder_sparse_step; 1 = every layer).</source>
        <translation>Her n. katmanda uzmanlar, diğerlerinde yoğun bir ileri beslemeli blok bulunur (Qwen decoder_sparse_step; 1 = her katman).</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Uzman kapasite katsayısı</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: each expert takes at most this multiple of its even share of the routed tokens; its dispatch buffers are padded to it and tokens beyond it are dropped. 0 = dropless routing (buffers as routed).</source>
        <translation>Uzman karışımı modelleri: her uzman, yönlendirilen tokenlerin eşit payının en fazla bu katını alır; dağıtım arabellekleri bu boyuta doldurulur ve fazlası düşürülür. 0 = düşürmesiz yönlendirme (arabellekler yönlendirildiği kadar).</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Uzman paralelliği</translation>
    </message>
    <message>
        <source>Splits the routed experts of a mixture-of-experts model across this many GPUs of the data-parallel group: each holds its share of the experts, and tokens travel to their experts and back by all-to-all in every expert layer.</source>
        <translation>Uzman karışımı modelinin yönlendirilen uzmanlarını veri paralel grubundaki bu kadar GPU&apos;ya böler: her GPU uzmanlardan kendi payını tutar; tokenler her uzman katmanında all-to-all ile uzmanlarına gider ve geri döner.</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Dolgu</translation>
    </message>
    <message>
        <source>Unpacked data: how a micro-batch is padded, which sets the compute spent on padding. To the longest in the batch, the expected longest of that many sequences is measured from the data file; without one it is taken at the mean.</source>
        <translation>Paketlenmemiş veri: mikro yığının nasıl doldurulduğu; dolguya harcanan hesaplamayı bu belirler. Yığındaki en uzuna doldurulduğunda, o sayıda dizinin beklenen en uzunu veri dosyasından ölçülür; dosya yoksa ortalama alınır.</translation>
    </message>
    <message>
        <source>MLP activation input in FP8</source>
        <translation>MLP aktivasyon girdisi FP8&apos;de</translation>
    </message>
    <message>
        <source>Saves the input of the MLP&apos;s activation function in FP8 for the backward pass instead of 16 bit, half its activation memory (Megatron and NeMo).</source>
        <translation>MLP&apos;nin aktivasyon fonksiyonunun girdisini geri yayılım için 16 bit yerine FP8 olarak saklar; bu, onun aktivasyon belleğini yarıya indirir (Megatron ve NeMo).</translation>
    </message>
    <message>
        <source>Keeps optimizer state in host memory and, where parameters are sharded (ZeRO-3, FSDP offload_params), the parameter shards, adapters and gradients too: less device memory, slower steps.</source>
        <translation>Optimize edici durumunu ana makine belleğinde tutar; parametreler bölümlendiğinde (ZeRO-3, FSDP offload_params) parametre parçalarını, adaptörleri ve gradyanları da: daha az cihaz belleği, daha yavaş adımlar.</translation>
    </message>
    <message>
        <source>Model returns fp32 logits</source>
        <translation>Model fp32 logit döndürür</translation>
    </message>
    <message>
        <source>The model upcasts its logits to fp32 before returning them, and the training loop keeps them until backward: Hugging Face transformers up to 4.45. From 4.46 the model returns them in its own dtype and the loss upcasts a copy.</source>
        <translation>Model, logitlerini döndürmeden önce fp32&apos;ye yükseltir ve eğitim döngüsü onları geri geçişe kadar tutar: Hugging Face transformers 4.45&apos;e kadar böyledir. 4.46&apos;dan itibaren model onları kendi veri türünde döndürür ve kayıp, bir kopyasını yükseltir.</translation>
    </message>
    <message>
        <source>Gradients reduced in fp32</source>
        <translation>Gradyanlar fp32&apos;de indirgenir</translation>
    </message>
    <message>
        <source>Megatron keeps its gradient buffer and reduces it in fp32; off, in the parameters&apos; 16-bit dtype: half the gradient memory and traffic, and the distributed optimizer keeps an fp32 copy of its shard.</source>
        <translation>Megatron gradyan arabelleğini fp32&apos;de tutar ve indirger; kapalıyken parametrelerin 16 bit veri türünde: gradyan belleği ve trafiği yarıya iner, dağıtık optimize edici ise kendi parçasının fp32 bir kopyasını tutar.</translation>
    </message>
    <message>
        <source>Which projections of each block get an adapter. More targets mean more trainable parameters, adapter memory and optimizer state. Under megatron any of q, k, v adapts the fused QKV projection whole, and gate or up the fused gate-up projection (NeMo&apos;s linear_qkv and linear_fc1).</source>
        <translation>Her bloğun hangi izdüşümlerine bağdaştırıcı ekleneceği. Daha çok hedef; daha çok eğitilebilir parametre, bağdaştırıcı belleği ve optimize edici durumu demektir. megatron altında q, k, v’den herhangi biri birleşik QKV izdüşümünü bütünüyle, gate ya da up birleşik gate-up izdüşümünü uyarlar (NeMo’nun linear_qkv ve linear_fc1 katmanları).</translation>
    </message>
    <message>
        <source>Loss compiled with the model</source>
        <translation>Kayıp modelle birlikte derlenir</translation>
    </message>
    <message>
        <source>torchtitan compiles its cross-entropy with the model, which then keeps 16-bit logits instead of an fp32 copy; off for torchtitan before April 2025, which compiled the transformer blocks only.</source>
        <translation>torchtitan çapraz entropiyi modelle birlikte derler; model o zaman logitlerin fp32 kopyası yerine 16 bitlik hâlini tutar. Yalnızca dönüştürücü bloklarını derleyen Nisan 2025 öncesi torchtitan için kapalıdır.</translation>
    </message>
    <message>
        <source>Normalization</source>
        <translation>Normalleştirme</translation>
    </message>
    <message>
        <source>RMSNorm in eager PyTorch runs as several passes with fp32 intermediates and saves an fp32 copy of its input; LayerNorm is one kernel each way and saves its input as it is. It also sets the norms&apos; parameters (LayerNorm has a bias).</source>
        <translation>Eager PyTorch&apos;ta RMSNorm, fp32 ara sonuçlarla birkaç geçiş olarak çalışır ve girdisinin fp32 bir kopyasını saklar; LayerNorm her yönde tek bir çekirdektir ve girdisini olduğu gibi saklar. Normların parametrelerini de belirler (LayerNorm&apos;un bir bias terimi vardır).</translation>
    </message>
    <message>
        <source>Position encoding</source>
        <translation>Konum kodlaması</translation>
    </message>
    <message>
        <source>Rotary embeddings rotate the queries and keys in every layer, memory-bound work in eager PyTorch; a learned table is added once at the input and ALiBi is a bias inside the attention kernel.</source>
        <translation>Döner gömmeler her katmanda sorguları ve anahtarları döndürür; bu, eager PyTorch&apos;ta bellek sınırlı bir iştir. Öğrenilmiş bir tablo girdiye bir kez eklenir, ALiBi ise dikkat çekirdeğinin içinde bir bias terimidir.</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, often the largest transient peak. Fused linear cross-entropy (Liger) computes the logits a chunk at a time; Cut Cross-Entropy never writes them to memory; a fused softmax kernel (flash-attn, Apex) keeps the 16-bit logits and their gradient, without an fp32 copy.</source>
        <translation>Parçalı veya birleşik çapraz entropi, çoğu zaman en büyük geçici tepe olan tüm toplu iş için fp32 logit tutmayı önler. Birleşik doğrusal çapraz entropi (Liger) logitleri parça parça hesaplar; Cut Cross-Entropy onları belleğe hiç yazmaz; birleşik bir softmax çekirdeği (flash-attn, Apex) 16 bitlik logitleri ve gradyanlarını fp32 kopya olmadan tutar.</translation>
    </message>
    <message>
        <source>LoRA dropout position</source>
        <translation>LoRA dropout konumu</translation>
    </message>
    <message>
        <source>On the input (PEFT, torchtune) every adapter keeps its own dropped copy of the input; on the output (NeMo AutoModel) the adapters share the input and keep only a mask of their output.</source>
        <translation>Girdide (PEFT, torchtune) her adaptör girdinin dropout uygulanmış kendi kopyasını tutar; çıktıda (NeMo AutoModel) adaptörler girdiyi paylaşır ve yalnızca çıktılarının bir maskesini tutar.</translation>
    </message>
    <message>
        <source>Layer kernels</source>
        <translation>Katman çekirdekleri</translation>
    </message>
    <message>
        <source>The kernels around the matrix products. Eager norms keep an fp32 copy of their input and run several passes; a fused norm keeps only the input. Liger Kernel also fuses SwiGLU (saving two tensors instead of three) and the rotary embedding.</source>
        <translation>Matris çarpımlarının çevresindeki çekirdekler. Eager normlar girdilerinin fp32 kopyasını tutar ve birkaç geçiş yapar; birleştirilmiş bir norm yalnızca girdiyi tutar. Liger Kernel ayrıca SwiGLU&apos;yu (üç yerine iki tensör saklayarak) ve döner konum kodlamasını (RoPE) birleştirir.</translation>
    </message>
    <message>
        <source>torch&apos;s foreach AdamW holds a copy of the second moment during the step; the fused kernel holds none; the for-loop one tensor at a time. By default, what the framework uses: fused in Hugging Face (torch 2.8 and later), torchtune, torchtitan, KempnerForge and Megatron; foreach in litgpt; for-loop in llm-foundry and the pilot.</source>
        <translation>torch&apos;un foreach AdamW&apos;si adım sırasında ikinci momentin bir kopyasını tutar; birleşik çekirdek hiç tutmaz; for döngüsü her seferinde bir tensörünkini tutar. Varsayılan, çerçevenin kullandığıdır: Hugging Face (torch 2.8 ve sonrası), torchtune, torchtitan, KempnerForge ve Megatron&apos;da birleşik; litgpt&apos;de foreach; llm-foundry ve pilotta for döngüsü.</translation>
    </message>
    <message>
        <source>Adapter dtype</source>
        <translation>Adaptör veri türü</translation>
    </message>
    <message>
        <source>The dtype of the adapter weights, their gradients and optimizer state. PEFT since mid-2024 keeps them in fp32 and casts each adapter&apos;s input to fp32 (a pass over the input, and one back under autocast); earlier PEFT gave adapters the base weights&apos; dtype. (auto: fp32 under hf-transformers and in the pilot, the base weights&apos; dtype elsewhere)</source>
        <translation>Adaptör ağırlıklarının, gradyanlarının ve optimize edici durumunun veri türü. PEFT 2024 ortasından beri bunları fp32 tutar ve her adaptörün girdisini fp32&apos;ye çevirir (girdi üzerinde bir geçiş, autocast altında bir de geri dönüş); önceki PEFT adaptörlere taban ağırlıkların veri türünü verirdi. (auto: hf-transformers altında ve pilotta fp32, diğerlerinde taban ağırlıkların veri türü)</translation>
    </message>
    <message>
        <source>Loop keeps the logits</source>
        <translation>Döngü logitleri tutar</translation>
    </message>
    <message>
        <source>The training loop holds the model&apos;s output, and so its logits, until backward, as loops that keep `outputs` do (PEFT&apos;s method comparison, fsdp_qlora). transformers&apos; Trainer keeps only the loss, so the logits are freed before backward: turn this off for Trainer runs.</source>
        <translation>Eğitim döngüsü modelin çıktısını, dolayısıyla logitlerini, geri yayılıma kadar tutar; `outputs` değişkenini saklayan döngüler böyle yapar (PEFT&apos;in yöntem karşılaştırması, fsdp_qlora). transformers&apos;ın Trainer&apos;ı yalnızca kaybı tutar, bu yüzden logitler geri yayılımdan önce serbest kalır: Trainer çalışmalarında bunu kapatın.</translation>
    </message>
    <message>
        <source>Gradient clipping</source>
        <translation>Gradyan kırpma</translation>
    </message>
    <message>
        <source>Clipping the gradients&apos; global norm before each optimizer step reads every gradient for the norm, then reads and writes it again to scale it. By default, what the framework does: on in Hugging Face Trainer, torchtitan, Megatron, KempnerForge and llm-foundry&apos;s yamls (norm 1.0); off in torchtune and litgpt&apos;s fine-tuning scripts. The pilot does not clip.</source>
        <translation>Her optimize edici adımından önce gradyanların genel normunu kırpmak, norm için her gradyanı okur, sonra ölçeklemek için onu yeniden okuyup yazar. Varsayılan olarak çerçevenin yaptığı uygulanır: Hugging Face Trainer, torchtitan, Megatron, KempnerForge ve llm-foundry&apos;nin yaml dosyalarında açık (norm 1.0); torchtune&apos;da ve litgpt&apos;nin ince ayar betiklerinde kapalı. Pilot kırpma yapmaz.</translation>
    </message>
    <message>
        <source>Eager attention stores the full score matrix (quadratic in sequence length); SDPA and FlashAttention do not. flash-triton is the Triton FlashAttention of 2023 (MPT&apos;s attn_impl: triton), slower than FlashAttention-2: about 1.4 times in the forward pass and 2 times in the backward. sdpa-cudnn is SDPA running cuDNN&apos;s fused attention, which PyTorch picks on H100, H200 and B200 from torch 2.11 wheels on; earlier ones run FlashAttention-2 (sdpa).</source>
        <translation>Eager dikkat tüm skor matrisini saklar (dizi uzunluğunda karesel); SDPA ve FlashAttention saklamaz. flash-triton, 2023&apos;ün Triton ile yazılmış FlashAttention&apos;ıdır (MPT&apos;nin attn_impl: triton ayarı); FlashAttention-2&apos;den yavaştır: ileri geçişte yaklaşık 1,4 kat, geri geçişte 2 kat. sdpa-cudnn, cuDNN&apos;in birleşik dikkat çekirdeğini çalıştıran SDPA&apos;dır; PyTorch bunu torch 2.11 paketlerinden itibaren H100, H200 ve B200 üzerinde seçer, daha eskileri FlashAttention-2 çalıştırır (sdpa).</translation>
    </message>
    <message>
        <source>Optimizer state dtype</source>
        <translation>Optimize edici veri türü</translation>
    </message>
    <message>
        <source>The dtype of the optimizer&apos;s master weights and Adam moments. Megatron keeps them in fp32 (12 bytes a parameter); in bf16 they take 6, and a checkpoint holds them as they are.</source>
        <translation>Optimize edicinin ana ağırlıklarının ve Adam momentlerinin veri türü. Megatron bunları fp32&apos;de tutar (parametre başına 12 bayt); bf16&apos;da 6 bayt tutarlar ve kontrol noktası onları olduğu gibi saklar.</translation>
    </message>
    <message>
        <source>Precision-aware optimizer</source>
        <translation>Hassasiyete duyarlı optimize edici</translation>
    </message>
    <message>
        <source>Megatron-Core hands the step to Transformer Engine&apos;s FusedAdam, which keeps a bf16 weight&apos;s fp32 master as its 16-bit remainder (2 bytes instead of 4) and steps on the gradient buffer without an fp32 copy; a checkpoint still holds fp32. Needs the distributed optimizer and AdamW.</source>
        <translation>Megatron-Core adımı Transformer Engine&apos;in FusedAdam&apos;ına bırakır: FusedAdam, bf16 bir ağırlığın fp32 ana kopyasını 16 bitlik kalanı olarak tutar (4 yerine 2 bayt) ve adımı fp32 kopya yapmadan gradyan tamponu üzerinde atar; kontrol noktası yine fp32 saklar. Dağıtık optimize edici ve AdamW gerektirir.</translation>
    </message>
    <message>
        <source>Adam moments dtype</source>
        <translation>Adam momentlerinin veri türü</translation>
    </message>
    <message>
        <source>The dtype the precision-aware optimizer keeps both Adam moments in: bf16 halves their 8 bytes a parameter.</source>
        <translation>Hassasiyete duyarlı optimize edicinin iki Adam momentini tuttuğu veri türü: bf16, parametre başına 8 baytlarını yarıya indirir.</translation>
    </message>
    <message>
        <source>Expert dispatch</source>
        <translation>Uzman dağıtımı</translation>
    </message>
    <message>
        <source>Mixture-of-experts models under expert parallelism: how tokens reach the GPUs of their experts. alltoall sends every token once per expert it is routed to; deepep sends it once to each node and each GPU holding any of its experts, which cuts the traffic between nodes.</source>
        <translation>Uzman paralelliğindeki uzman karışımı modelleri: tokenlerin uzmanlarının GPU&apos;larına nasıl ulaştığı. alltoall her tokeni yönlendirildiği her uzman için bir kez gönderir; deepep onu uzmanlarından herhangi birini tutan her düğüme ve her GPU&apos;ya bir kez gönderir; bu, düğümler arası trafiği azaltır.</translation>
    </message>
    <message>
        <source>4-bit layers keep their inputs</source>
        <translation>4 bitlik katmanlar girdilerini tutar</translation>
    </message>
    <message>
        <source>bitsandbytes before 0.43.2 (July 2024) keeps the input of every 4-bit linear for backward, which needs only the weight: one more saved activation per layer input. Turn on for runs on an older bitsandbytes; torchao&apos;s NF4 (torchtune) never keeps it.</source>
        <translation>0.43.2 (Temmuz 2024) öncesindeki bitsandbytes, her 4 bitlik doğrusal katmanın girdisini geri yayılım için tutar; oysa geri yayılım yalnızca ağırlığa ihtiyaç duyar: katman girdisi başına bir kayıtlı aktivasyon daha. Daha eski bir bitsandbytes ile yapılan çalıştırmalar için açın; torchao&apos;nun NF4&apos;ü (torchtune) onu hiç tutmaz.</translation>
    </message>
    <message>
        <source>How the checkpoint reaches the GPU. Materialising the whole model on every GPU before sharding or quantising can peak above the training step; streamed and rank-0 broadcast loading do not. The framework&apos;s default: KempnerForge without tensor parallelism puts the whole model on every GPU, the others stream it.</source>
        <translation>Kontrol noktasının GPU&apos;ya nasıl ulaştığı. Parçalamadan veya nicemlemeden önce modelin tamamını her GPU&apos;da oluşturmak, eğitim adımının üzerinde bir tepe yaratabilir; akıtarak ve sıra 0&apos;dan yayınla yükleme yaratmaz. Çerçevenin varsayılanı: tensör paralelliği olmadan KempnerForge modelin tamamını her GPU&apos;ya koyar, diğerleri akıtır.</translation>
    </message>
    <message>
        <source>Expert routing</source>
        <translation>Uzman yönlendirmesi</translation>
    </message>
    <message>
        <source>Which experts each token goes to, at balanced loads: random spreads a token&apos;s experts over the model as a trained router does; contiguous gives it adjacent experts, as benchmark gates do, so under DeepEP it reaches one or two GPUs and one node.</source>
        <translation>Dengeli yükte her tokenin hangi uzmanlara gittiği: random, eğitilmiş bir yönlendiricinin yaptığı gibi tokenin uzmanlarını modele yayar; contiguous, kıyaslama kapılarının yaptığı gibi ona bitişik uzmanlar verir; böylece DeepEP altında token bir ya da iki GPU&apos;ya ve tek bir düğüme ulaşır.</translation>
    </message>
    <message>
        <source>The dtype the weights are kept in, which can differ from the matmuls&apos; dtype. A LoRA base loaded in fp32 (no torch_dtype; Lightning bf16-mixed) takes 4 bytes per parameter plus the 16-bit copies autocast makes, and an fp32 residual stream; fp8 weights are their own FP8 matmul operand.</source>
        <translation>Ağırlıkların saklandığı veri türü; matris çarpımlarının veri türünden farklı olabilir. fp32 olarak yüklenen bir LoRA tabanı (torch_dtype yok; Lightning bf16-mixed) parametre başına 4 bayt, artı autocast&apos;in yaptığı 16 bit kopyalar ve fp32 bir artık akış tutar; fp8 ağırlıklar, FP8 matris çarpımlarının işleneni olarak doğrudan kullanılır.</translation>
    </message>
    <message>
        <source>Overlap the gradient reduction</source>
        <translation>Gradyan indirgemesini örtüştür</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel communication</source>
        <translation>Tensör paralel iletişimi örtüştür</translation>
    </message>
    <message>
        <source>Transformer Engine splits each tensor-parallel all-gather and reduce-scatter into chunks that run under the pieces of the GEMM they feed. Off, as Megatron-LM runs without --tp-comm-overlap, every tensor-parallel collective is waited for.</source>
        <translation>Transformer Engine her tensör paralel all-gather ve reduce-scatter işlemini, besledikleri GEMM&apos;in parçalarının altında çalışan dilimlere böler. Kapalıyken, Megatron-LM&apos;in --tp-comm-overlap olmadan çalıştığı gibi, her tensör paralel toplu işlem beklenir.</translation>
    </message>
    <message>
        <source>Overlap the expert exchange</source>
        <translation>Uzman alışverişini örtüştür</translation>
    </message>
    <message>
        <source>Mixture-of-experts models under expert parallelism: Megatron runs one micro-batch&apos;s forward beside the previous one&apos;s backward, so each one&apos;s token exchange runs under the other&apos;s compute. The first forward and the last backward of a step run alone; it needs gradient accumulation to help.</source>
        <translation>Uzman paralelliğindeki uzmanlar karışımı modelleri: Megatron bir mikro yığının ileri geçişini bir öncekinin geri yayılımının yanında çalıştırır; böylece her birinin belirteç alışverişi ötekinin hesaplamasının altında yürür. Bir adımın ilk ileri geçişi ve son geri yayılımı tek başına çalışır; yarar görmek için gradyan biriktirme gerekir.</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA grafikleri</translation>
    </message>
    <message>
        <source>The parts of each step replayed as CUDA graphs: the host launches one graph instead of every kernel in it, which matters where the host issues kernels more slowly than the GPU runs them (small micro-batches, many experts per GPU, Grace hosts). Empty: every kernel is launched from the host. A MoE layer graphs whole only with drop-and-pad routing (a capacity factor), since dropless routing sizes its tensors on the host.</source>
        <translation>Her adımın CUDA grafikleri olarak yeniden oynatılan kısımları: ana makine, içindeki her çekirdek yerine tek bir grafik başlatır; bu, ana makinenin çekirdekleri GPU&apos;nun çalıştırdığından daha yavaş gönderdiği yerlerde önemlidir (küçük mikro yığınlar, GPU başına çok sayıda uzman, Grace ana makineleri). Boş: her çekirdek ana makineden başlatılır. Bir MoE katmanı yalnızca tokenleri düşürüp kapasiteye dolduran yönlendirmeyle (bir kapasite katsayısıyla) bütün olarak grafiğe alınır, çünkü kayıpsız yönlendirme tensörlerinin boyutunu ana makinede belirler.</translation>
    </message>
    <message>
        <source>Expert kernels</source>
        <translation>Uzman çekirdekleri</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: how each GPU runs its experts. loop takes one expert at a time (small GEMMs, many kernel launches, and in transformers a wait for the GPU before each expert); grouped runs all of them in one grouped GEMM per projection. framework = the framework&apos;s default: grouped in transformers 5, torchtitan and Megatron, a loop in litgpt and transformers 4.</source>
        <translation>Uzman karışımı modelleri: her GPU&apos;nun uzmanlarını nasıl çalıştırdığı. loop her seferde bir uzman alır (küçük GEMM&apos;ler, çok sayıda çekirdek başlatma ve transformers&apos;ta her uzmandan önce GPU&apos;yu bekleme); grouped hepsini izdüşüm başına tek bir gruplanmış GEMM&apos;de çalıştırır. framework = çerçevenin varsayılanı: transformers 5, torchtitan ve Megatron&apos;da gruplanmış, litgpt ve transformers 4&apos;te döngü.</translation>
    </message>
    <message>
        <source>Dropout on the adapter input; when above zero it saves a mask per adapter in the activations. LoRA on a mixture-of-experts model&apos;s experts under transformers 5 takes none.</source>
        <translation>Bağdaştırıcı girişindeki dropout; sıfırdan büyükse aktivasyonlarda her bağdaştırıcı için bir maske saklar. transformers 5 altında bir uzman karışımı modelinin uzmanlarındaki LoRA dropout almaz.</translation>
    </message>
    <message>
        <source>FSDP version</source>
        <translation>FSDP sürümü</translation>
    </message>
    <message>
        <source>Which FSDP shards the model. 1 flattens each wrapped unit into one parameter, so frozen weights that share a unit with trained ones get gradients too; 2 shards every parameter on its own and copies each gathered unit out of its buffer. framework = the framework&apos;s own: 1 in transformers (accelerate&apos;s default), litgpt and llm-foundry, 2 in torchtune, torchtitan and KempnerForge.</source>
        <translation>Modeli hangi FSDP&apos;nin bölümlediği. 1 sarılan her birimi tek bir parametrede düzleştirir; bu yüzden eğitilen ağırlıklarla aynı birimi paylaşan dondurulmuş ağırlıklar da gradyan alır; 2 her parametreyi ayrı ayrı bölümler ve toplanan her birimi arabelleğinden kopyalar. framework = çerçevenin kendi seçimi: transformers (accelerate&apos;in varsayılanı), litgpt ve llm-foundry&apos;de 1; torchtune, torchtitan ve KempnerForge&apos;da 2.</translation>
    </message>
    <message>
        <source>Megatron reduces each gradient bucket while backward goes on and gathers the updated parameters during the next forward; DeepSpeed ZeRO (overlap_comm) reduces its buckets on a stream of their own, two of them in flight under ZeRO-1 and 2. Off, the reduction waits: after backward (Megatron-LM without --overlap-grad-reduce) or on the compute stream (DeepSpeed&apos;s default for ZeRO-1 and 2).</source>
        <translation>Megatron her gradyan kovasını geri yayılım sürerken indirger ve güncellenen parametreleri bir sonraki ileri geçiş sırasında toplar; DeepSpeed ZeRO (overlap_comm) kovalarını kendilerine ait bir akışta indirger, ZeRO-1 ve 2&apos;de aynı anda iki kova kullanır. Kapalıyken indirgeme bekletir: geri yayılımdan sonra (--overlap-grad-reduce olmadan Megatron-LM) ya da hesaplama akışında (ZeRO-1 ve 2 için DeepSpeed&apos;in varsayılanı).</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>öğe</translation>
    </message>
    <message>
        <source>ZeRO reduce bucket</source>
        <translation>ZeRO indirgeme kovası</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s reduce_bucket_size: the gradient bucket it allocates on the GPU in the training dtype, for the whole run under ZeRO-3 and during each backward under ZeRO-1 and 2. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is hidden_size squared; without the key DeepSpeed takes 500 million.</source>
        <translation>DeepSpeed&apos;in reduce_bucket_size değeri: GPU&apos;da eğitim veri türünde ayırdığı gradyan kovası; ZeRO-3&apos;te eğitim boyunca, ZeRO-1 ve 2&apos;de her geri yayılım süresince tutulur. Hugging Face Trainer altında yapılandırmadaki &quot;auto&quot;, hidden_size&apos;ın karesidir; anahtar yoksa DeepSpeed 500 milyon alır.</translation>
    </message>
    <message>
        <source>Fully trained modules</source>
        <translation>Tamamen eğitilen modüller</translation>
    </message>
    <message>
        <source>Modules trained whole beside the adapters, as when new tokens are added: each is a copy of the frozen original in its dtype, with its own gradient and optimizer state, and a trained head computes its weight gradient. Empty: the adapters alone train.</source>
        <translation>Bağdaştırıcıların yanında bütünüyle eğitilen modüller (örneğin yeni token eklendiğinde): her biri dondurulmuş özgün modülün kendi veri türündeki bir kopyasıdır, kendi gradyanı ve optimize edici durumu vardır; eğitilen çıkış katmanı ağırlık gradyanını da hesaplar. Boş: yalnızca bağdaştırıcılar eğitilir.</translation>
    </message>
    <message>
        <source>Unpacked data: the mean tokens of a training sequence. It sets tokens per second; the longest sequence (sequence_length) still sets the memory peak. Packed rows that attend per document: the mean tokens of a document, which sets the attention work. 0 = measured from the data file (byte-level tokens), else sequence_length.</source>
        <translation>Paketlenmemiş veri: bir eğitim dizisinin ortalama token sayısı. Saniyedeki token sayısını belirler; bellek tepesini yine en uzun dizi (sequence_length) belirler. Belge başına dikkat eden paketlenmiş satırlar: bir belgenin ortalama token sayısı; dikkat işini bu belirler. 0 = veri dosyasından ölçülür (bayt düzeyinde token), yoksa sequence_length.</translation>
    </message>
    <message>
        <source>Attention in a packed row</source>
        <translation>Paketlenmiş satırda dikkat</translation>
    </message>
    <message>
        <source>Whether the documents packed into a row attend to one another. Within each document: where the framework skips the other documents (FlashAttention&apos;s varlen kernel, FlexAttention), attention costs what rows of the mean document length (data.mean_tokens) cost; where it passes a dense mask (SDPA, eager), it still computes the whole row and keeps the mask for backward.</source>
        <translation>Bir satıra paketlenen belgelerin birbirine dikkat edip etmediği. Her belgenin kendi içinde: çerçeve diğer belgeleri atlıyorsa (FlashAttention&apos;ın varlen çekirdeği, FlexAttention) dikkat, ortalama belge uzunluğundaki (data.mean_tokens) satırlar kadar tutar; yoğun bir maske veriyorsa (SDPA, eager) yine satırın tamamını hesaplar ve maskeyi geri yayılım için saklar.</translation>
    </message>
    <message>
        <source>Mean sequence or document length</source>
        <translation>Ortalama dizi ya da belge uzunluğu</translation>
    </message>
    <message>
        <source>Splits each sequence across this many GPUs: activations divide, and every layer&apos;s attention exchanges keys and values (a ring) or trades sequence shards for head shards (all-to-all). For long sequences.</source>
        <translation>Her diziyi bu kadar GPU&apos;ya böler: aktivasyonlar bölünür; her katmanın dikkati anahtarları ve değerleri değiş tokuş eder (halka) ya da dizi parçalarını başlık parçalarıyla takas eder (all-to-all). Uzun diziler için.</translation>
    </message>
    <message>
        <source>Context-parallel exchange</source>
        <translation>Bağlam paralel değişimi</translation>
    </message>
    <message>
        <source>Ring: each GPU attends with its own queries while keys and values pass round the ring, hidden behind the attention they feed. All-to-all (DeepSpeed-Ulysses): before attention each GPU trades its shard of the sequence for a share of the heads over the whole sequence, and back after it; the exchanges wait for one another, and the heads must divide.</source>
        <translation>Halka: her GPU kendi sorgularıyla dikkat hesaplar, anahtarlar ve değerler halkada dolaşır ve besledikleri dikkatin arkasında gizlenir. All-to-all (DeepSpeed-Ulysses): dikkatten önce her GPU dizideki payını tüm dizi boyunca başlıkların bir payıyla takas eder, dikkatten sonra geri alır; değişimler birbirini bekler ve başlık sayısı bölünebilmelidir.</translation>
    </message>
    <message>
        <source>ZeRO-3 prefetch bucket</source>
        <translation>ZeRO-3 ön getirme kovası</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_prefetch_bucket_size: how many parameter elements ZeRO-3 gathers ahead of the module that needs them. A config&apos;s &quot;auto&quot; under the Hugging Face Trainer is 0.9 × hidden_size squared; without the key DeepSpeed takes 50 million.</source>
        <translation>DeepSpeed&apos;in stage3_prefetch_bucket_size değeri: ZeRO-3&apos;ün parametrelere ihtiyaç duyan modülden önce topladığı parametre öğesi sayısı. Hugging Face Trainer altında yapılandırmadaki &quot;auto&quot;, 0,9 × hidden_size&apos;ın karesidir; anahtar yoksa DeepSpeed 50 milyon alır.</translation>
    </message>
    <message>
        <source>ZeRO-3 reuse distance</source>
        <translation>ZeRO-3 yeniden kullanım mesafesi</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_max_reuse_distance: ZeRO-3 keeps a module&apos;s parameters gathered when they run again within this many parameter elements, so the head and the last blocks stay gathered from forward into backward. 0 releases every module as it finishes.</source>
        <translation>DeepSpeed&apos;in stage3_max_reuse_distance değeri: bir modülün parametreleri bu kadar parametre öğesi içinde yeniden çalışacaksa ZeRO-3 onları toplanmış tutar; böylece çıkış katmanı ve son bloklar ileri geçişten geri yayılıma kadar toplanmış kalır. 0, her modülü işi bitince serbest bırakır.</translation>
    </message>
    <message>
        <source>ZeRO-3 live parameters</source>
        <translation>ZeRO-3 canlı parametreleri</translation>
    </message>
    <message>
        <source>DeepSpeed&apos;s stage3_max_live_parameters: ZeRO-3 prefetches nothing while this many parameter elements are gathered.</source>
        <translation>DeepSpeed&apos;in stage3_max_live_parameters değeri: bu kadar parametre öğesi toplanmış durdukça ZeRO-3 hiçbir şeyi önceden getirmez.</translation>
    </message>
    <message>
        <source>One linear</source>
        <translation>Tek doğrusal katman</translation>
    </message>
    <message>
        <source>Three linears</source>
        <translation>Üç doğrusal katman</translation>
    </message>
    <message>
        <source>Fused q, k, v</source>
        <translation>Birleşik q, k, v</translation>
    </message>
    <message>
        <source>The checkpoint holds the query, key and value projections as one linear. It runs as one GEMM, and under PEFT a LoRA target on any of q, k, v is one adapter on the fused output: one rank-r input matrix and one dropout instead of up to three.</source>
        <translation>Kontrol noktası sorgu, anahtar ve değer izdüşümlerini tek bir doğrusal katman olarak tutar. Tek bir GEMM olarak çalışır; PEFT altında q, k, v&apos;den herhangi birindeki LoRA hedefi birleşik çıktı üzerinde tek bir adaptördür: üç yerine tek bir r ranklı girdi matrisi ve tek bir dropout.</translation>
    </message>
    <message>
        <source>Two linears</source>
        <translation>İki doğrusal katman</translation>
    </message>
    <message>
        <source>Fused gate and up</source>
        <translation>Birleşik gate ve up</translation>
    </message>
    <message>
        <source>The checkpoint holds a SwiGLU&apos;s gate and up projections as one linear, run as one GEMM; under PEFT a target on gate or up is one adapter on both.</source>
        <translation>Kontrol noktası SwiGLU&apos;nun gate ve up izdüşümlerini tek bir doğrusal katman olarak tutar ve tek bir GEMM olarak çalıştırır; PEFT altında gate ya da up üzerindeki hedef ikisi için tek bir adaptördür.</translation>
    </message>
    <message>
        <source>With biases</source>
        <translation>Bias terimli</translation>
    </message>
    <message>
        <source>Without biases</source>
        <translation>Bias terimsiz</translation>
    </message>
    <message>
        <source>q, k, v biases</source>
        <translation>q, k, v bias terimleri</translation>
    </message>
    <message>
        <source>The query, key and value projections carry biases: their output widths in parameters, with gradients and optimizer state when trained.</source>
        <translation>Sorgu, anahtar ve değer izdüşümlerinin bias terimleri vardır: çıktı genişlikleri kadar parametre, eğitilirken gradyanları ve optimizer durumuyla birlikte.</translation>
    </message>
    <message>
        <source>Biases on every linear</source>
        <translation>Her doğrusal katmanda bias</translation>
    </message>
    <message>
        <source>Every linear of the blocks carries a bias, as in GPT-NeoX, BLOOM and phi-2.</source>
        <translation>Blokların her doğrusal katmanının bir bias terimi vardır; GPT-NeoX, BLOOM ve phi-2&apos;de olduğu gibi.</translation>
    </message>
    <message>
        <source>Reduce every micro-batch</source>
        <translation>Her mikro yığında indirge</translation>
    </message>
    <message>
        <source>The gradients are reduced after every micro-batch instead of once per optimizer step. Under FSDP they then accumulate sharded, not whole, which saves memory; DDP and FSDP pay a reduction per micro-batch.</source>
        <translation>Gradyanlar optimize edici adımı başına bir kez yerine her mikro yığından sonra indirgenir. FSDP altında bu durumda bütün olarak değil bölümlenmiş olarak birikirler, bu da bellek kazandırır; DDP ve FSDP mikro yığın başına bir indirgeme öder.</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>Öğrenilmiş konumlar</translation>
    </message>
    <message>
        <source>Rows of a learned position table: positions × hidden size parameters, with gradients and optimizer state under full fine-tuning. No sequence may be longer. Unset, the table holds the longest sequence.</source>
        <translation>Öğrenilmiş konum tablosunun satırları: konum × gizli boyut kadar parametre; tam ince ayarda gradyanları ve optimize edici durumuyla birlikte. Hiçbir dizi bundan uzun olamaz. Boş bırakılırsa tablo en uzun dizi kadardır.</translation>
    </message>
    <message>
        <source>Python formula</source>
        <translation>Python formülü</translation>
    </message>
    <message>
        <source>One kernel</source>
        <translation>Tek çekirdek</translation>
    </message>
    <message>
        <source>GELU as gelu_new</source>
        <translation>gelu_new olarak GELU</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s code computes GELU as transformers&apos; gelu_new: the tanh formula as nine eager operations. They keep four MLP-wide tensors for backward where one kernel keeps its input, three of them in fp32 under autocast, and make many more memory passes. Compiled, it is one kernel.</source>
        <translation>Kontrol noktasının kodu GELU&apos;yu transformers&apos;ın gelu_new işlevi olarak hesaplar: tanh formülü dokuz eager işlemle çalışır. Tek çekirdek yalnızca girdisini tutarken bu işlemler geri geçiş için MLP genişliğinde dört tensör tutar (autocast altında üçü fp32) ve çok daha fazla bellek geçişi yapar. Derlendiğinde tek çekirdektir.</translation>
    </message>
    <message>
        <source>Hidden dropout</source>
        <translation>Gizli katman dropout oranı</translation>
    </message>
    <message>
        <source>Dropout on each block&apos;s attention and MLP outputs while training, as the checkpoint&apos;s config sets it. Each site keeps a one-byte mask for backward and makes a pass over the hidden state each way. Llama-style models have none.</source>
        <translation>Eğitim sırasında her bloğun dikkat ve MLP çıktılarına kontrol noktasının yapılandırmasındaki oranla uygulanan dropout. Her uygulama noktası geri geçiş için bir baytlık bir maske tutar ve her yönde gizli durum üzerinden bir geçiş yapar. Llama tarzı modellerde yoktur.</translation>
    </message>
    <message>
        <source>Query and key norms</source>
        <translation>Sorgu ve anahtar normları</translation>
    </message>
    <message>
        <source>A norm on the queries and on the keys after their projections: one of head size shared by the heads, or one over each whole projection. Each is a memory-bound pass over q and k each way and keeps its input for backward; the two differ only in their weights.</source>
        <translation>Projeksiyonlardan sonra sorgulara ve anahtarlara uygulanan norm: başlar arasında paylaşılan baş boyutunda bir norm ya da her projeksiyonun tamamı üzerinde bir norm. Her biri q ve k üzerinde her yönde belleğe bağlı bir geçiştir ve geri yayılım için girdisini saklar; ikisi yalnızca ağırlıklarında ayrılır.</translation>
    </message>
    <message>
        <source>Tokens each expert computes</source>
        <translation>Uzmanın hesapladığı tokenler</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>Parçalı MLP</translation>
    </message>
    <message>
        <source>The MLP runs over the sequence in tiles and keeps only its input; backward runs each tile&apos;s forward again. Long sequences keep one tile&apos;s intermediates instead of the whole sequence&apos;s, for one more MLP forward per step.</source>
        <translation>MLP diziyi parçalar hâlinde işler ve yalnızca girdisini tutar; geri yayılım her parçanın ileri geçişini yeniden çalıştırır. Uzun dizilerde bütün dizinin ara tensörleri yerine tek parçanınki bellekte kalır; bedeli adım başına bir MLP ileri geçişi daha.</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>parça</translation>
    </message>
    <message>
        <source>MLP tiles</source>
        <translation>MLP parçaları</translation>
    </message>
    <message>
        <source>Tiles per sequence; 0 takes the frameworks&apos; own count, the sequence on this GPU over the hidden size.</source>
        <translation>Dizi başına parça sayısı; 0, çerçevelerin kendi sayısını alır: bu GPU&apos;daki dizi uzunluğunun gizli boyuta oranı.</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: routed experts compute only the tokens sent to them; dense runs every token through every expert and scales each output by the router&apos;s score, zero outside the token&apos;s top k, so the experts do experts ÷ k times their routed work and keep as much more for backward. framework = as the framework&apos;s code for the model runs them: dense for Llama 4 in transformers (Axolotl&apos;s linearized Llama 4 too), routed elsewhere.</source>
        <translation>Uzman karışımı modelleri: routed, uzmanlara yalnızca kendilerine gönderilen tokenleri hesaplatır; dense her tokeni her uzmandan geçirir ve her çıktıyı yönlendiricinin puanıyla ölçekler (tokenin ilk k uzmanı dışında bu puan sıfırdır); böylece uzmanlar yönlendirilmiş işlerinin uzman sayısı ÷ k katını yapar ve geri yayılım için o kadar fazlasını saklar. framework = çerçevenin bu model için yazılmış kodu nasıl çalıştırıyorsa: transformers&apos;taki Llama 4&apos;te dense (Axolotl&apos;un doğrusallaştırılmış Llama 4&apos;ünde de), diğerlerinde routed.</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>step</source>
        <translation>adım</translation>
    </message>
    <message>
        <source>element</source>
        <translation>öğe</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>dizi</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>mikro yığın</translation>
    </message>
    <message>
        <source>block</source>
        <translation>blok</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>parça</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>parça</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>devir</translation>
    </message>
</context>
<context>
    <name>RunDefinitionView</name>
    <message>
        <source>Not set</source>
        <translation>Belirtilmedi</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Etkin</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>None (config.json or model folder)</source>
        <translation>Yok (config.json veya model klasörü)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Architecture overrides</source>
        <translation>Mimariyi elle belirle</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Donanım</translation>
    </message>
    <message>
        <source>Data, validation and checkpoints</source>
        <translation>Veri, doğrulama ve kontrol noktaları</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Kiralama süresi</translation>
    </message>
    <message>
        <source>%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6</source>
        <translation>%1 parametre, %2 eğitilebilir (%3) · %4 katman, gizli boyut %5, sözcük dağarcığı %6</translation>
    </message>
    <message>
        <source>Correct the marked fields to see the model and the plan.</source>
        <translation>Modeli ve planı görmek için işaretli alanları düzeltin.</translation>
    </message>
    <message>
        <source>The model cannot be resolved yet; see the marked fields.</source>
        <translation>Model henüz çözümlenemiyor; işaretli alanlara bakın.</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>İzin verilen: %1</translation>
    </message>
    <message>
        <source>Method and adapters</source>
        <translation>Yöntem ve bağdaştırıcılar</translation>
    </message>
    <message>
        <source>Optimizer and precision</source>
        <translation>Optimize edici ve hassasiyet</translation>
    </message>
    <message>
        <source>Training length and schedule</source>
        <translation>Eğitim süresi ve öğrenme oranı planı</translation>
    </message>
    <message>
        <source>Batch and activations</source>
        <translation>Yığın ve aktivasyonlar</translation>
    </message>
    <message>
        <source>Kernels and framework</source>
        <translation>Çekirdekler ve eğitim çerçevesi</translation>
    </message>
    <message>
        <source>Not used by this card&apos;s model, method, framework or layout.</source>
        <translation>Bu kartın modeli, yöntemi, eğitim çerçevesi ve paralel düzeni bu alanı kullanmıyor.</translation>
    </message>
</context>
<context>
    <name>Scaling</name>
    <message>
        <source>Run card&apos;s layout (%1)</source>
        <translation>Çalıştırma kartının düzeni (%1)</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>hiçbiri sığmıyor</translation>
    </message>
    <message>
        <source>one GPU (no data parallelism)</source>
        <translation>tek GPU (veri paralelliği yok)</translation>
    </message>
    <message>
        <source>%1× the throughput of 1, %2</source>
        <translation>1 GPU’nun %1 katı token hızı, verimlilik %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n GPU: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation>bellek</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>token hızı</translation>
    </message>
    <message>
        <source>memory and throughput</source>
        <translation>bellek ve token hızı</translation>
    </message>
    <message>
        <source>memory: a faster layout does not fit with the margin</source>
        <translation>bellek: daha hızlı bir düzen marjla sığmıyor</translation>
    </message>
    <message>
        <source>throughput: the fastest of the layouts that fit</source>
        <translation>token hızı: sığan düzenlerin en hızlısı</translation>
    </message>
    <message>
        <source>memory and throughput: the only layout that fits, and none is faster</source>
        <translation>bellek ve token hızı: sığan tek düzen ve hiçbiri daha hızlı değil</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): no layout fits with the memory margin.</source>
        <translation>
            <numerusform>%n GPU: hiçbir düzen bellek marjıyla sığmıyor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1, because of %2.</source>
        <translation>
            <numerusform>%n GPU: %1; gerekçe: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>fits on every count</source>
        <translation>her GPU sayısında sığıyor</translation>
    </message>
    <message>
        <source>fits from %1 GPUs</source>
        <translation>%1 GPU’dan itibaren sığıyor</translation>
    </message>
    <message numerus="yes">
        <source>fits up to %n GPU(s) only</source>
        <translation>
            <numerusform>yalnızca %n GPU’ya kadar sığıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>does not fit on any count up to %1 GPUs</source>
        <translation>%1 GPU’ya kadar hiçbir sayıda sığmıyor</translation>
    </message>
    <message>
        <source>1 GPU: the run card fits with the margin.</source>
        <translation>1 GPU: çalıştırma kartı marjla sığıyor.</translation>
    </message>
    <message numerus="yes">
        <source>fits up to %n GPU(s) and from %1 GPUs</source>
        <translation>
            <numerusform>%n GPU’ya kadar ve %1 GPU’dan itibaren sığıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>the framework</source>
        <translation>eğitim çerçevesi</translation>
    </message>
    <message>
        <source>the framework: the only layout the run card&apos;s framework runs here</source>
        <translation>eğitim çerçevesi: çalıştırma kartının eğitim çerçevesinin burada çalıştırdığı tek düzen</translation>
    </message>
    <message numerus="yes">
        <source>%n data-parallel replica(s) × micro-batch %1 × accumulation %2</source>
        <translation>
            <numerusform>%n veri paralel kopya × mikro yığın %1 × biriktirme %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>* The card&apos;s %n sequence(s) per step do not divide among that many data-parallel replicas: the row trains the batch shown, at least one sequence per replica, and its efficiency compares its throughput per GPU with one GPU&apos;s.</source>
        <translation>
            <numerusform>* Kartın adım başına %n dizisi bu kadar veri paralel kopyaya tam bölünmüyor: satır gösterilen yığını eğitir (kopya başına en az bir dizi) ve verimliliği, GPU başına token hızını tek GPU’nunkiyle karşılaştırır.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepTimeText</name>
    <message>
        <source>Compute %1 (at the utilisation the pilot measured)</source>
        <translation>Hesaplama %1 (pilotun ölçtüğü kullanım oranıyla)</translation>
    </message>
    <message>
        <source>GEMMs %1</source>
        <translation>GEMM&apos;ler %1</translation>
    </message>
    <message>
        <source>attention %1</source>
        <translation>dikkat %1</translation>
    </message>
    <message>
        <source>memory-bound ops %1</source>
        <translation>belleğe bağlı işlemler %1</translation>
    </message>
    <message>
        <source>host time the GPU waits for %1</source>
        <translation>GPU&apos;nun beklediği ana makine süresi %1</translation>
    </message>
    <message>
        <source>pipeline bubble %1</source>
        <translation>boru hattı kabarcığı %1</translation>
    </message>
    <message>
        <source>Compute %1 (%2)</source>
        <translation>Hesaplama %1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>communication %1 exposed of %2</source>
        <translation>iletişim %1 açıkta (toplam %2)</translation>
    </message>
    <message>
        <source>optimizer %1</source>
        <translation>optimize edici %1</translation>
    </message>
    <message>
        <source>offloading %1</source>
        <translation>CPU&apos;ya aktarma %1</translation>
    </message>
    <message>
        <source>sequences padded to %1 tokens, %2 of them real</source>
        <translation>diziler %1 tokene dolduruldu, %2 tanesi gerçek</translation>
    </message>
    <message>
        <source>collective buffer copies %1</source>
        <translation>toplu iletişim tampon kopyaları %1</translation>
    </message>
</context>
<context>
    <name>runcard::ui::AboutDialog</name>
    <message>
        <source>this program</source>
        <translation>bu program</translation>
    </message>
    <message>
        <source>charts</source>
        <translation>grafikler</translation>
    </message>
    <message>
        <source>user interface</source>
        <translation>kullanıcı arayüzü</translation>
    </message>
    <message>
        <source>the pilot (runcard-pilot)</source>
        <translation>pilot (runcard-pilot)</translation>
    </message>
    <message>
        <source>run cards and catalogs</source>
        <translation>çalıştırma kartları ve kataloglar</translation>
    </message>
    <message>
        <source>About Runcard</source>
        <translation>Runcard hakkında</translation>
    </message>
    <message>
        <source>A workload advisor for fine-tuning language models on rented GPUs: define the run, budget memory, compare GPUs, pilot, then decide on the cost per successful run.</source>
        <translation>Kiralık GPU’larda dil modellerine ince ayar için iş yükü danışmanı: çalıştırmayı tanımlayın, bellek bütçesini çıkarın, GPU’ları karşılaştırın, pilotu çalıştırın, ardından başarılı çalıştırma başına maliyete göre karar verin.</translation>
    </message>
    <message>
        <source>Licences:</source>
        <translation>Lisanslar:</translation>
    </message>
    <message>
        <source>Runcard comes with ABSOLUTELY NO WARRANTY; see the GNU GPL for details.</source>
        <translation>Runcard HİÇBİR GARANTİ olmadan sunulur; ayrıntılar için GNU GPL’e bakın.</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt hakkında</translation>
    </message>
    <message>
        <source>GNU GPL 3.0 or later</source>
        <translation>GNU GPL 3.0 veya sonrası</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CompareView</name>
    <message>
        <source>%1 (calibrated: memory, utilisation)</source>
        <translation>%1 (kalibre: bellek, kullanım oranı)</translation>
    </message>
    <message>
        <source>%1 (calibrated: memory)</source>
        <translation>%1 (kalibre: bellek)</translation>
    </message>
    <message>
        <source>%1 (calibrated: utilisation)</source>
        <translation>%1 (kalibre: kullanım oranı)</translation>
    </message>
    <message>
        <source>Needs a validated ROCm build of PyTorch, supported operators and compatible dependencies. Verify the exact accelerator and stack installed, not the product name.</source>
        <translation>Doğrulanmış bir PyTorch ROCm derlemesi, desteklenen operatörler ve uyumlu bağımlılıklar gerektirir. Yalnızca ürün adını değil, kurulu tam hızlandırıcıyı ve yığını doğrulayın.</translation>
    </message>
    <message>
        <source>No FP8 training: FP8 needs Hopper-class or newer tensor cores.</source>
        <translation>FP8 eğitimi yok: FP8 için Hopper sınıfı veya daha yeni tensör çekirdekleri gerekir.</translation>
    </message>
    <message>
        <source>PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.</source>
        <translation>PyTorch bu yığında TF32&apos;yi yok sayar; TF32, FP32 hızında çalışır.</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU karşılaştırması</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>Karşılaştırma yok: %1</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Bellek:</translation>
    </message>
    <message>
        <source>Interconnect:</source>
        <translation>Ara bağlantı:</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Yazılım yığını</translation>
    </message>
    <message>
        <source>Caveats</source>
        <translation>Uyarılar</translation>
    </message>
    <message>
        <source>Catalog notes</source>
        <translation>Katalog notları</translation>
    </message>
    <message>
        <source>Software stack and caveats</source>
        <translation>Yazılım yığını ve uyarılar</translation>
    </message>
    <message>
        <source>What-if values from the memory budget are in effect.</source>
        <translation>Bellek bütçesindeki “ya şöyle olsaydı” değerleri geçerli.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>saat</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Kullanılabilir bellek</translation>
    </message>
    <message>
        <source>Fits with margin</source>
        <translation>Marjla sığıyor</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Sınırda</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Sığmıyor</translation>
    </message>
    <message>
        <source>This GPU cannot run the run card: %1</source>
        <translation>Bu GPU çalıştırma kartını çalıştıramaz: %1</translation>
    </message>
    <message>
        <source>Fits only inside the memory margin at the run card&apos;s layout.</source>
        <translation>Yalnızca bellek marjından ödün vererek sığıyor.</translation>
    </message>
    <message>
        <source>The same run card on every GPU: %1 × GPU, %2, micro-batch %3, sequence length %4</source>
        <translation>Aynı çalıştırma kartı her GPU&apos;da: %1 × GPU, %2, mikro yığın %3, dizi uzunluğu %4</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with the %1 margin on up to %2 GPUs. Try activation checkpointing, a smaller micro-batch, LoRA or QLoRA.</source>
        <translation>Katalogdaki hiçbir GPU bu çalıştırma kartını en fazla %2 GPU ile %1 marjla sığdıramıyor. Aktivasyonları yeniden hesaplama, daha küçük bir mikro yığın, LoRA veya QLoRA deneyin.</translation>
    </message>
    <message>
        <source>days</source>
        <translation>gün</translation>
    </message>
    <message>
        <source>Memory per GPU at the run card&apos;s layout</source>
        <translation>Karttaki paralel düzenle GPU başına bellek</translation>
    </message>
    <message>
        <source>Time to train at the run card&apos;s layout</source>
        <translation>Karttaki paralel düzenle eğitim süresi</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Önerilen</translation>
    </message>
    <message>
        <source>Precision not supported</source>
        <translation>Hassasiyet desteklenmiyor</translation>
    </message>
</context>
<context>
    <name>runcard::ui::CostView</name>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Billing period</source>
        <translation>Faturalandırma dönemi</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <source>Price file…</source>
        <translation>Fiyat dosyası…</translation>
    </message>
    <message>
        <source>Use your provider&apos;s price file (YAML, docs/cost-model.md).</source>
        <translation>Sağlayıcınızın fiyat dosyasını kullanın (YAML, docs/cost-model.md).</translation>
    </message>
    <message>
        <source>Edit prices…</source>
        <translation>Fiyatları düzenle…</translation>
    </message>
    <message>
        <source>Opens your price file in the text editor; a copy of the bundled prices is made first if you have none.</source>
        <translation>Fiyat dosyanızı metin düzenleyicide açar; dosyanız yoksa önce yerleşik fiyatların bir kopyası oluşturulur.</translation>
    </message>
    <message>
        <source>Bundled prices</source>
        <translation>Yerleşik fiyatlar</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Kiralama süresi</translation>
    </message>
    <message>
        <source>Cost per 1M trained tokens</source>
        <translation>Eğitilen 1M token başına maliyet</translation>
    </message>
    <message>
        <source>No price in the catalog: %1</source>
        <translation>Katalogda fiyat yok: %1</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Fiyat dosyası</translation>
    </message>
    <message>
        <source>Price catalogs (*.yaml *.yml)</source>
        <translation>Fiyat katalogları (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Prices as of %1 (%2). Missing prices are shown as missing, never as zero.</source>
        <translation>Fiyatlar %1 tarihli (%2). Eksik fiyatlar sıfır olarak değil, eksik olarak gösterilir.</translation>
    </message>
    <message>
        <source>Your file: %1</source>
        <translation>Dosyanız: %1</translation>
    </message>
    <message>
        <source>The price catalog could not be read: %1</source>
        <translation>Fiyat kataloğu okunamadı: %1</translation>
    </message>
    <message>
        <source>That price file was not used: %1</source>
        <translation>Bu fiyat dosyası kullanılmadı: %1</translation>
    </message>
    <message>
        <source>No costs: the run card cannot be planned; see the run card page.</source>
        <translation>Maliyet yok: çalıştırma kartı planlanamıyor; çalıştırma kartı sayfasına bakın.</translation>
    </message>
    <message>
        <source>Value of a day earlier</source>
        <translation>Bir gün erken bitirmenin değeri (USD)</translation>
    </message>
    <message>
        <source>What finishing a day earlier is worth to you; it is added to each GPU&apos;s cost for the comparison.</source>
        <translation>İşin bir gün erken bitmesinin sizin için değeri; karşılaştırmada her GPU&apos;nun maliyetine eklenir.</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>Katalogdaki hiçbir GPU bu çalıştırma kartını en fazla %1 GPU ile bellek marjını koruyarak sığdıramıyor: henüz bir şey kiralamayın.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::DecisionChecklist</name>
    <message>
        <source>Stage</source>
        <translation>Aşama</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Durum</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Kanıt</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Ayrıntı</translation>
    </message>
    <message>
        <source>nothing on file</source>
        <translation>kayıtlı kanıt yok</translation>
    </message>
    <message>
        <source>Ready to reserve: memory budget, scaling step and restore are proven.</source>
        <translation>Rezervasyona hazır: bellek bütçesi, ölçeklendirme adımı ve geri yükleme kanıtlandı.</translation>
    </message>
    <message>
        <source>Not ready to reserve yet: finish the pending stages first.</source>
        <translation>Henüz rezervasyona hazır değil: önce bekleyen aşamaları tamamlayın.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::FitLeversPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One change each, planned in full on this GPU. Select one and apply it, or combine them yourself.</source>
        <translation>Her satır tek bir değişiklik; bu GPU üzerinde baştan sona planlandı. Birini seçip uygulayın ya da kendiniz birleştirin.</translation>
    </message>
    <message>
        <source>Ways to fit</source>
        <translation>Sığdırmanın yolları</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişiklik</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>En yoğun anda</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marj</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım süresi</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Toplam süre</translation>
    </message>
    <message>
        <source>Apply to card</source>
        <translation>Karta uygula</translation>
    </message>
    <message>
        <source>One change each, planned in full on this GPU; each keeps the margin and shortens the run. Select one and apply it.</source>
        <translation>Her satır tek bir değişiklik; bu GPU üzerinde baştan sona planlandı; her biri marjı korur ve çalıştırmayı kısaltır. Birini seçip uygulayın.</translation>
    </message>
    <message>
        <source>Faster within the margin</source>
        <translation>Marj içinde daha hızlı</translation>
    </message>
    <message>
        <source>The same card under each framework, on this GPU and layout, at that stack&apos;s priors and without a pilot&apos;s calibration; a field the framework does not offer is set to what it offers. Run the pilot under the one you choose.</source>
        <translation>Aynı kart her çerçevede, bu GPU ve paralel düzenle, o yazılım yığınının önsel değerleriyle ve pilot kalibrasyonu olmadan; çerçevenin sunmadığı bir alan, onun sunduğu değere ayarlanır. Seçtiğiniz çerçeveyle pilotu çalıştırın.</translation>
    </message>
    <message>
        <source>Cannot run this card: %1.</source>
        <translation>Bu kartı çalıştıramayanlar: %1.</translation>
    </message>
    <message>
        <source>Other training frameworks</source>
        <translation>Diğer eğitim çerçeveleri</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Eğitim çerçevesi</translation>
    </message>
    <message>
        <source>No single change keeps the margin: the first row combines those that do together, the others are one change each, all planned in full on this GPU. Select one and apply it.</source>
        <translation>Tek bir değişiklik marjı korumuyor: ilk satır, birlikte koruyanları birleştiriyor; diğerleri tek bir değişiklik; hepsi bu GPU üzerinde baştan sona planlandı. Birini seçip uygulayın.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::GpuComparisonModel</name>
    <message>
        <source>Unsupported</source>
        <translation>Desteklenmiyor</translation>
    </message>
    <message>
        <source>Fits with margin</source>
        <translation>Marjla sığıyor</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Sınırda</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Sığmıyor</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Kullanılabilir</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Değerlendirme</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Kalan bellek</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>Tek GPU</translation>
    </message>
    <message>
        <source>GPUs (DDP)</source>
        <translation>GPU (DDP)</translation>
    </message>
    <message>
        <source>GPUs (ZeRO-3)</source>
        <translation>GPU (ZeRO-3)</translation>
    </message>
    <message>
        <source>GPUs (FSDP)</source>
        <translation>GPU (FSDP)</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Adım süresi</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Token hızı</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Eğitim süresi</translation>
    </message>
    <message>
        <source>GPUs (ZeRO-2)</source>
        <translation>GPU (ZeRO-2)</translation>
    </message>
    <message>
        <source>Whether the run card fits on this GPU with its memory margin at its own GPU count and parallelism.</source>
        <translation>Çalıştırma kartının, kendi GPU sayısı ve paralel düzeniyle bu GPU&apos;ya bellek marjını koruyarak sığıp sığmadığı.</translation>
    </message>
    <message>
        <source>The whole rental window priced at the expected speed; only where the run card fits with the margin and the GPU has a price.</source>
        <translation>Beklenen hızla fiyatlanan tüm kiralama süresi; yalnızca çalıştırma kartı marjla sığıyorsa ve GPU&apos;nun fiyatı varsa.</translation>
    </message>
    <message>
        <source>The cost per run divided by the millions of tokens it trains.</source>
        <translation>Çalıştırma başına maliyetin, eğitilen milyon token sayısına bölümü.</translation>
    </message>
    <message>
        <source>Predicted device memory per GPU at the run card&apos;s layout, as nvidia-smi or amd-smi would show it.</source>
        <translation>Karttaki paralel düzenle GPU başına öngörülen cihaz belleği; nvidia-smi veya amd-smi&apos;nin göstereceği şekilde.</translation>
    </message>
    <message>
        <source>Usable memory minus the predicted device memory; it should stay above the run card&apos;s margin (%1).</source>
        <translation>Kullanılabilir bellekten öngörülen cihaz belleği çıkarılınca kalan; çalıştırma kartının marjının (%1) üzerinde kalmalıdır.</translation>
    </message>
    <message>
        <source>Fewest GPUs with this layout that fit with the margin (micro-batch and checkpointing as on the run card).</source>
        <translation>Bu düzenle marjı koruyarak sığan en az GPU sayısı (mikro yığın ve aktivasyonların yeniden hesaplanması karttaki gibi).</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Çalıştırma
başına maliyet</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>1 milyon token
başına</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Fewest GPUs of this type that fit with the margin under any layout, and that layout (right-click the header to show each layout&apos;s count).</source>
        <translation>Bu türden, herhangi bir düzende marjla sığan en az GPU sayısı ve o düzen (her düzenin sayısını görmek için başlığa sağ tıklayın).</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>En az GPU</translation>
    </message>
    <message>
        <source>At the limit</source>
        <translation>Tam sınırda</translation>
    </message>
    <message>
        <source>%1 does not run this layout.</source>
        <translation>%1 bu düzeni çalıştırmıyor.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MainWindow</name>
    <message>
        <source>Open run card</source>
        <translation>Çalıştırma kartı aç</translation>
    </message>
    <message>
        <source>Run cards (*.yaml *.yml)</source>
        <translation>Çalıştırma kartları (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>No recent cards</source>
        <translation>Son kullanılan kart yok</translation>
    </message>
    <message>
        <source>The card had not been saved yet.</source>
        <translation>Kart henüz hiç kaydedilmemişti.</translation>
    </message>
    <message>
        <source>Card: %1</source>
        <translation>Kart: %1</translation>
    </message>
    <message>
        <source>Recovered the unsaved run card.</source>
        <translation>Kaydedilmemiş çalıştırma kartı kurtarıldı.</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Kurtarma başarısız</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 açıldı</translation>
    </message>
    <message>
        <source>Save run card</source>
        <translation>Çalıştırma kartını kaydet</translation>
    </message>
    <message>
        <source>Cannot save the run card</source>
        <translation>Çalıştırma kartı kaydedilemiyor</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 kaydedildi</translation>
    </message>
    <message>
        <source>%1[*] — Runcard</source>
        <translation>%1[*] — Runcard</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU on %3</source>
        <translation>%3: GPU başına %1 / %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;New run card</source>
        <translation>&amp;Yeni çalıştırma kartı</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Son kullanılanlar</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>F&amp;arklı kaydet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;About Runcard</source>
        <translation>Runcard &amp;hakkında</translation>
    </message>
    <message>
        <source>Autosaved %1</source>
        <translation>Otomatik kaydedildi: %1</translation>
    </message>
    <message>
        <source>Cannot open %1; the open run card is unchanged.</source>
        <translation>%1 açılamıyor; açık çalıştırma kartı değişmedi.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>The run card has errors, so there is no plan.</source>
        <translation>Çalıştırma kartında hatalar var; bu yüzden plan yok.</translation>
    </message>
    <message>
        <source>Fix them on the Run card (Ctrl+1):</source>
        <translation>Bunları Çalıştırma kartı sayfasında düzeltin (Ctrl+1):</translation>
    </message>
    <message>
        <source>PDF and table export are disabled until the run card is fixed.</source>
        <translation>Çalıştırma kartı düzeltilene kadar PDF ve tablo dışa aktarımı kapalıdır.</translation>
    </message>
    <message numerus="yes">
        <source>Run card has errors (%n): no plan</source>
        <translation>
            <numerusform>Çalıştırma kartında %n hata var: plan yok</numerusform>
        </translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>PDF raporunu dışa aktar</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Rapor yazıldı: %1</translation>
    </message>
    <message>
        <source>The report was not written</source>
        <translation>Rapor yazılamadı</translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation>PDF raporunu &amp;dışa aktar…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tercihler…</translation>
    </message>
    <message>
        <source>Start pilot</source>
        <translation>Pilotu başlat</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Ana araç çubuğu</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt hakkında</translation>
    </message>
    <message>
        <source>Rental window</source>
        <translation>Kiralama süresi</translation>
    </message>
    <message>
        <source>What-if values</source>
        <translation>Farklı değerlerle dene</translation>
    </message>
    <message>
        <source>&amp;Undo %1 change</source>
        <translation>%1 değişikliğini &amp;geri al</translation>
    </message>
    <message>
        <source>&amp;Redo %1 change</source>
        <translation>%1 değişikliğini &amp;yinele</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF dışa aktar</translation>
    </message>
</context>
<context>
    <name>runcard::ui::MemoryBudgetView</name>
    <message>
        <source>Drag a control to see the budget change; the card stays as it is.</source>
        <translation>Bütçenin nasıl değiştiğini görmek için bir kaydırıcıyı sürükleyin; kart değişmez.</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Bellek bütçesi</translation>
    </message>
    <message>
        <source>No budget: %1</source>
        <translation>Bütçe yok: %1</translation>
    </message>
    <message>
        <source>Memory per GPU on %1 × %2 (%3)</source>
        <translation>%1 × %2 üzerinde GPU başına bellek (%3)</translation>
    </message>
    <message>
        <source>Usable %1</source>
        <translation>Kullanılabilir %1</translation>
    </message>
    <message>
        <source>Margin limit %1</source>
        <translation>Marj sınırı %1</translation>
    </message>
    <message>
        <source>Peak allocated (tensors)</source>
        <translation>Ayrılan en yüksek bellek (tensörler)</translation>
    </message>
    <message>
        <source>Reserved by the allocator</source>
        <translation>Bellek ayırıcının ayırdığı</translation>
    </message>
    <message>
        <source>Device total (as nvidia-smi shows)</source>
        <translation>Cihaz toplamı (nvidia-smi&apos;nin gösterdiği)</translation>
    </message>
    <message>
        <source>Usable device memory</source>
        <translation>Kullanılabilir cihaz belleği</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Kalan bellek</translation>
    </message>
    <message>
        <source>forward pass</source>
        <translation>ileri geçiş</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>kayıp</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>geri geçiş</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>optimize edici adımı</translation>
    </message>
    <message>
        <source>Cannot run on this GPU: %1</source>
        <translation>Bu GPU&apos;da çalışamaz: %1</translation>
    </message>
    <message>
        <source>Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).</source>
        <translation>Marjla sığıyor: en yoğun anda (%3) %1 / %2 kullanılıyor; boşta %4 (%5).</translation>
    </message>
    <message>
        <source>Fits, but inside the %1 margin: only %2 headroom. The longest batches or a library update can run out of memory.</source>
        <translation>Sığıyor ama %1 marjın içinde: kalan bellek yalnızca %2. En uzun yığınlar veya bir kitaplık güncellemesi belleği tüketebilir.</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed, %2 usable (%3 short).</source>
        <translation>Sığmıyor: %1 gerekli, %2 kullanılabilir (%3 eksik).</translation>
    </message>
    <message>
        <source>Step time %1 · %2 · MFU %3 · %4 steps · time to train %5</source>
        <translation>Adım süresi %1 · %2 · MFU %3 · %4 adım · eğitim süresi %5</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Farklı değerlerle dene</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro yığın</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyonları yeniden hesaplama</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward pass; activations grow with it.</source>
        <translation>İleri geçiş başına GPU başına dizi sayısı; aktivasyonlar bununla büyür.</translation>
    </message>
    <message>
        <source>Longest sequence in tokens; activations grow with it.</source>
        <translation>Token olarak en uzun dizi; aktivasyonlar bununla büyür.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Apply to card</source>
        <translation>Karta uygula</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Bölüm</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <source>Of device</source>
        <translation>Cihaza oranı</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>What-if values are in effect on every page (comparison, cost, report); the card is unchanged until you apply them.</source>
        <translation>“Ya şöyle olsaydı” değerleri her sayfada (karşılaştırma, maliyet, rapor) geçerli; siz uygulayana kadar kart değişmez.</translation>
    </message>
    <message>
        <source>model loading, before the first step</source>
        <translation>ilk adımdan önce, model yüklenirken</translation>
    </message>
    <message>
        <source>Loading the model, before the first step</source>
        <translation>Model yükleme, ilk adımdan önce</translation>
    </message>
    <message>
        <source>The paged optimizer keeps %1 of its state on the host, which the step moves over the host link each time.</source>
        <translation>Sayfalı optimize edici durumunun %1 kadarını ana makinede tutar; adım bunu her seferinde ana makine bağlantısı üzerinden taşır.</translation>
    </message>
    <message>
        <source>At the limit: the tensors fit (%1 with the runtime, of %2 usable), but with the allocator&apos;s usual reserve the device total is %3 over. The run goes on only as the allocator releases its cache and retries, with slower steps.</source>
        <translation>Tam sınırda: tensörler sığıyor (çalışma zamanıyla %1, kullanılabilir %2), ancak bellek ayırıcının olağan rezerviyle cihaz toplamı %3 aşıyor. Çalışma ancak bellek ayırıcı önbelleğini boşaltıp yeniden denedikçe sürer; adımlar yavaşlar.</translation>
    </message>
    <message>
        <source>Ways to fit are listed below the table.</source>
        <translation>Sığdırmanın yolları tablonun altında listeleniyor.</translation>
    </message>
    <message>
        <source>No single change below keeps the margin.</source>
        <translation>Aşağıdaki değişikliklerin hiçbiri tek başına marjı korumuyor.</translation>
    </message>
    <message>
        <source>Faster ways within the margin are listed below the table.</source>
        <translation>Marjı koruyan daha hızlı yollar tablonun altında listeleniyor.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ModelImportPanel</name>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Hugging Face config.json içe aktar</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>Model yapılandırması (config.json *.json)</translation>
    </message>
    <message>
        <source>Import a local model folder</source>
        <translation>Yerel model klasörünü içe aktar</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>config.json içe aktar…</translation>
    </message>
    <message>
        <source>Import model folder…</source>
        <translation>Model klasörü içe aktar…</translation>
    </message>
    <message>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters.</source>
        <translation>%1 içe aktarıldı: %2 katman, gizli boyut %3, %4 parametre.</translation>
    </message>
    <message>
        <source>Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 safetensors headers.</source>
        <translation>%1 içe aktarıldı: %2 katman, gizli boyut %3; %5 safetensors başlığında %4 parametre sayıldı.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PilotView</name>
    <message>
        <source>Pilot running…</source>
        <translation>Pilot çalışıyor…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>İptal ediliyor…</translation>
    </message>
    <message>
        <source>Pilot result: %1</source>
        <translation>Pilot sonucu: %1</translation>
    </message>
    <message>
        <source>Cancelled; partial results are in %1</source>
        <translation>İptal edildi; kısmi sonuçlar şurada: %1</translation>
    </message>
    <message>
        <source>The pilot stopped unexpectedly</source>
        <translation>Pilot beklenmedik biçimde durdu</translation>
    </message>
    <message>
        <source>Out of memory: %1</source>
        <translation>Bellek yetersiz: %1</translation>
    </message>
    <message>
        <source>The pilot failed (exit code %1)</source>
        <translation>Pilot başarısız oldu (çıkış kodu %1)</translation>
    </message>
    <message>
        <source>Pilot finished; results saved in %1</source>
        <translation>Pilot tamamlandı; sonuçlar şuraya kaydedildi: %1</translation>
    </message>
    <message>
        <source>Start pilot</source>
        <translation>Pilotu başlat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>No pilot run yet</source>
        <translation>Henüz pilot çalıştırılmadı</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Süre (sn)</translation>
    </message>
    <message>
        <source>Tensor memory (MiB)</source>
        <translation>Tensör belleği (MiB)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Anlık</translation>
    </message>
    <message>
        <source>Peak in phase</source>
        <translation>Aşamadaki en yüksek</translation>
    </message>
    <message>
        <source>Predicted peak</source>
        <translation>Öngörülen en yüksek</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Bellek sınırı</translation>
    </message>
    <message>
        <source>Step time (warm-up shaded)</source>
        <translation>Adım süresi (ısınma gölgeli)</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Medyan</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Adım süresi (sn)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Ölçüm</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Ölçek</translation>
    </message>
    <message>
        <source>proxy: %1 of %2 layers</source>
        <translation>vekil model: %2 katmanın %1 tanesi</translation>
    </message>
    <message>
        <source>full model</source>
        <translation>tam model</translation>
    </message>
    <message>
        <source>Median step time</source>
        <translation>Medyan adım süresi</translation>
    </message>
    <message>
        <source>p90 step time</source>
        <translation>p90 adım süresi</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>Değişim katsayısı</translation>
    </message>
    <message>
        <source>Data-wait share</source>
        <translation>Veri bekleme oranı</translation>
    </message>
    <message>
        <source>Validation time</source>
        <translation>Doğrulama süresi</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Kontrol noktası yazımı</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/sn</translation>
    </message>
    <message>
        <source>Restore proof</source>
        <translation>Geri yükleme kanıtı</translation>
    </message>
    <message>
        <source>bit-exact in a new process</source>
        <translation>yeni bir süreçte bit düzeyinde aynı</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>BAŞARISIZ</translation>
    </message>
    <message>
        <source>Predicted peak tensor memory</source>
        <translation>Öngörülen en yüksek tensör belleği</translation>
    </message>
    <message>
        <source>Measured peak tensor memory</source>
        <translation>Ölçülen en yüksek tensör belleği</translation>
    </message>
    <message>
        <source>Prediction error</source>
        <translation>Tahmin hatası</translation>
    </message>
    <message>
        <source>Peak total usage</source>
        <translation>En yüksek toplam kullanım</translation>
    </message>
    <message>
        <source>Out of memory (step / phase / bytes asked)</source>
        <translation>Bellek yetersiz (adım / aşama / istenen bayt)</translation>
    </message>
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
        <source>killed by signal %1</source>
        <translation>%1 numaralı sinyalle sonlandırıldı</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>%1 çıkış koduyla çıktı</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>durdu</translation>
    </message>
    <message>
        <source>it left no message</source>
        <translation>hiç mesaj bırakmadı</translation>
    </message>
    <message>
        <source>its last message: “%1”</source>
        <translation>son mesajı: “%1”</translation>
    </message>
    <message>
        <source>Rank %1 of %2 died (%3); %4. The other ranks were stopped.</source>
        <translation>Süreç %1 (%2 süreçten biri) beklenmedik biçimde durdu (%3); %4. Diğer süreçler durduruldu.</translation>
    </message>
    <message>
        <source>A rank of the pilot failed (exit code %1)</source>
        <translation>Pilotun bir süreci başarısız oldu (çıkış kodu %1)</translation>
    </message>
    <message>
        <source>Save the run card first: the pilot writes its results beside it</source>
        <translation>Önce çalıştırma kartını kaydedin: pilot sonuçlarını kartın yanına yazar</translation>
    </message>
    <message>
        <source>this computer&apos;s CPU</source>
        <translation>bu bilgisayarın CPU&apos;su</translation>
    </message>
    <message>
        <source>this computer&apos;s CPU (%1)</source>
        <translation>bu bilgisayarın CPU&apos;su (%1)</translation>
    </message>
    <message>
        <source>Runs on %1</source>
        <translation>Çalışacağı yer: %1</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Çalıştığı yer: %1</translation>
    </message>
    <message>
        <source>On GPU %1</source>
        <translation>Çalıştığı yer: GPU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n süreç</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>adım %1 / %2</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>henüz ölçülmedi</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>geçen süre %1</translation>
    </message>
    <message>
        <source>about %1 left for the steps</source>
        <translation>adımlar için yaklaşık %1 kaldı</translation>
    </message>
    <message>
        <source>time left: estimated after the first measured step</source>
        <translation>kalan süre: ilk ölçülen adımdan sonra tahmin edilir</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Görünümü sıfırla</translation>
    </message>
    <message>
        <source>Show all data again after zooming (wheel) or panning (drag)</source>
        <translation>Yakınlaştırma (tekerlek) veya kaydırmadan (sürükleme) sonra tüm verileri yeniden gösterir</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Dışa aktar</translation>
    </message>
    <message>
        <source>Charts as PNG…</source>
        <translation>Grafikler PNG olarak…</translation>
    </message>
    <message>
        <source>Measured steps as CSV…</source>
        <translation>Ölçülen adımlar CSV olarak…</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Süreç %1</translation>
    </message>
    <message>
        <source>rank %1 died</source>
        <translation>süreç %1 durdu</translation>
    </message>
    <message>
        <source>Not measured yet</source>
        <translation>Henüz ölçülmedi</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Henüz hiçbir şey ölçülmedi</translation>
    </message>
    <message>
        <source>known when the pilot starts</source>
        <translation>pilot başlayınca belli olur</translation>
    </message>
    <message>
        <source>Measured peak tensor memory (rank 0)</source>
        <translation>Ölçülen en yüksek tensör belleği (süreç 0)</translation>
    </message>
    <message>
        <source>median step %1, peak %2</source>
        <translation>medyan adım %1, en yüksek %2</translation>
    </message>
    <message>
        <source>died; %1</source>
        <translation>durdu; %1</translation>
    </message>
    <message>
        <source>%1: %2 MiB at %3 s</source>
        <translation>%1: %3 sn anında %2 MiB</translation>
    </message>
    <message>
        <source>%1: step %2, %3 s</source>
        <translation>%1: adım %2, %3 sn</translation>
    </message>
    <message>
        <source>The charts could not be drawn into an image</source>
        <translation>Grafikler bir görüntüye çizilemedi</translation>
    </message>
    <message>
        <source>Export the charts</source>
        <translation>Grafikleri dışa aktar</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG görüntüleri (*.png)</translation>
    </message>
    <message>
        <source>Export the measured steps</source>
        <translation>Ölçülen adımları dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>reading the card and building the model</source>
        <translation>kart okunuyor ve model kuruluyor</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PlanSession</name>
    <message>
        <source>Not calibrated: the pilot&apos;s results cannot be read (%1).</source>
        <translation>Kalibre edilmedi: pilot sonuçları okunamıyor (%1).</translation>
    </message>
    <message>
        <source>Not calibrated: no pilot results for this card yet.</source>
        <translation>Kalibre edilmedi: bu kart için henüz pilot sonucu yok.</translation>
    </message>
    <message>
        <source>the pilot ran out of memory, so its peak is only a lower bound</source>
        <translation>pilotun belleği yetmedi, bu yüzden ölçülen en yüksek değer yalnızca bir alt sınır</translation>
    </message>
    <message>
        <source>the pilot measured no peak the prediction&apos;s activations can explain</source>
        <translation>pilot, tahminin aktivasyonlarıyla açıklanabilecek bir en yüksek değer ölçmedi</translation>
    </message>
    <message>
        <source>the planner&apos;s runcard-pilot estimate does not take a measured scale yet (measured/predicted ×%1)</source>
        <translation>planlayıcının runcard-pilot tahmini henüz ölçülen bir ölçeği kullanmıyor (ölçülen/tahmin ×%1)</translation>
    </message>
    <message>
        <source>the pilot ran a different implementation (runcard&apos;s LibTorch model, not %1)</source>
        <translation>pilot farklı bir uygulama çalıştırdı (%1 değil, Runcard&apos;ın LibTorch modeli)</translation>
    </message>
    <message>
        <source>utilisation %1 was measured on %2 and applies to that GPU only</source>
        <translation>%1 kullanım oranı %2 üzerinde ölçüldü ve yalnızca o GPU için geçerli</translation>
    </message>
    <message>
        <source>the pilot ran on the CPU</source>
        <translation>pilot CPU üzerinde çalıştı</translation>
    </message>
    <message>
        <source>%1 is not a catalog GPU</source>
        <translation>%1 katalogdaki bir GPU değil</translation>
    </message>
    <message>
        <source>the pilot&apos;s step time could not be related to this model</source>
        <translation>pilotun adım süresi bu modelle ilişkilendirilemedi</translation>
    </message>
    <message>
        <source>Not calibrated: %1; %2.</source>
        <translation>Kalibre edilmedi: %1; %2.</translation>
    </message>
    <message>
        <source>measured/predicted memory ×%1</source>
        <translation>ölçülen/tahmin edilen bellek ×%1</translation>
    </message>
    <message>
        <source>memory as predicted: %1</source>
        <translation>bellek tahmin edildiği gibi: %1</translation>
    </message>
    <message>
        <source>utilisation %1 on %2</source>
        <translation>%2 üzerinde %1 kullanım oranı</translation>
    </message>
    <message>
        <source>catalog utilisation: %1</source>
        <translation>katalog kullanım oranı: %1</translation>
    </message>
    <message>
        <source>Calibrated from pilot %1 (%2; %3)</source>
        <translation>%1 pilotundan kalibre edildi (%2; %3)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <source>Price file</source>
        <translation>Fiyat dosyası</translation>
    </message>
    <message>
        <source>Price catalogs (*.yaml *.yml)</source>
        <translation>Fiyat katalogları (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Bundled prices</source>
        <translation>Yerleşik fiyatlar</translation>
    </message>
    <message>
        <source>Pilot executable</source>
        <translation>Pilot programı</translation>
    </message>
    <message>
        <source>runcard-pilot beside the app</source>
        <translation>uygulamanın yanındaki runcard-pilot</translation>
    </message>
    <message>
        <source>Used by windows opened after the change.</source>
        <translation>Değişiklikten sonra açılan pencerelerde kullanılır.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> sn</translation>
    </message>
    <message>
        <source>How soon an unsaved edit is written to the crash-recovery copy.</source>
        <translation>Kaydedilmemiş bir düzenlemenin çökme kurtarma kopyasına ne kadar sürede yazılacağı.</translation>
    </message>
    <message>
        <source>Autosave after</source>
        <translation>Otomatik kaydetme gecikmesi</translation>
    </message>
    <message>
        <source>Same as the interface</source>
        <translation>Arayüzle aynı</translation>
    </message>
    <message>
        <source>Report language</source>
        <translation>Rapor dili</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>The pilot executable %1 is not an executable file.</source>
        <translation>Pilot programı %1 çalıştırılabilir bir dosya değil.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ReportPage</name>
    <message>
        <source>Decision checklist</source>
        <translation>Karar kontrol listesi</translation>
    </message>
    <message>
        <source>Export PDF report…</source>
        <translation>PDF raporunu dışa aktar…</translation>
    </message>
    <message>
        <source>Export tables (CSV, JSON)…</source>
        <translation>Tabloları dışa aktar (CSV, JSON)…</translation>
    </message>
    <message>
        <source>No pilot results folder: the checklist can only use the planner.</source>
        <translation>Pilot sonuç klasörü yok: kontrol listesi yalnızca planlayıcıyı kullanabilir.</translation>
    </message>
    <message>
        <source>Evidence from %1</source>
        <translation>Kanıt kaynağı: %1</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>PDF raporunu dışa aktar</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Rapor yazıldı: %1</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>Rapor yazılamadı: %1</translation>
    </message>
    <message>
        <source>Export tables to</source>
        <translation>Tabloların aktarılacağı klasör</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%1 klasörüne %n dosya yazıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>Export stopped: %1</source>
        <translation>Dışa aktarma durdu: %1</translation>
    </message>
    <message>
        <source>the run card cannot be planned</source>
        <translation>çalıştırma kartı planlanamıyor</translation>
    </message>
    <message>
        <source>Disabled: the run card has errors and cannot be planned.</source>
        <translation>Kapalı: çalıştırma kartında hatalar var ve planlanamıyor.</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this run card with its memory margin on up to %1 GPUs: rent nothing yet.</source>
        <translation>Katalogdaki hiçbir GPU bu çalıştırma kartını en fazla %1 GPU ile bellek marjını koruyarak sığdıramıyor: henüz bir şey kiralamayın.</translation>
    </message>
</context>
<context>
    <name>runcard::ui::RunCardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Adsız</translation>
    </message>
    <message>
        <source>The autosaved card could not be read back; it is kept as %1.
%2</source>
        <translation>Otomatik kaydedilen kart geri okunamadı; %1 olarak saklanıyor.
%2</translation>
    </message>
    <message>
        <source>Untitled (from template)</source>
        <translation>Adsız (şablondan)</translation>
    </message>
</context>
<context>
    <name>runcard::ui::ScalingView</name>
    <message>
        <source>no second GPU</source>
        <translation>ikinci GPU yok</translation>
    </message>
    <message>
        <source>%1 × %2: no layout fits with the memory margin</source>
        <translation>%1 × %2: hiçbir düzen bellek marjıyla sığmıyor</translation>
    </message>
    <message>
        <source>%1 × %2: %3 with %4</source>
        <translation>%1 × %2: %4 ile %3</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Ölçeklendirme</translation>
    </message>
    <message>
        <source>Choose a GPU.</source>
        <translation>Bir GPU seçin.</translation>
    </message>
    <message>
        <source>No scaling curves: %1</source>
        <translation>Ölçeklendirme eğrisi yok: %1</translation>
    </message>
    <message>
        <source>Scaling on %1</source>
        <translation>%1 üzerinde ölçeklendirme</translation>
    </message>
    <message>
        <source>Recommended on %1 × %2: %3.</source>
        <translation>%1 × %2 için önerilen: %3.</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Neden: %1.</translation>
    </message>
    <message>
        <source>No layout fits %1 × %2 with the memory margin.</source>
        <translation>Hiçbir düzen %1 × %2 üzerinde bellek marjıyla sığmıyor.</translation>
    </message>
    <message>
        <source>A: %1. B: %2.</source>
        <translation>A: %1. B: %2.</translation>
    </message>
    <message>
        <source>A has %1× the throughput of B.</source>
        <translation>A’nın token hızı B’nin %1 katı.</translation>
    </message>
    <message>
        <source>B has %1× the throughput of A.</source>
        <translation>B’nin token hızı A’nın %1 katı.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Where memory stops fitting (with the margin): %1.</source>
        <translation>Belleğin sığmadığı yer (marjla): %1.</translation>
    </message>
    <message numerus="yes">
        <source>Throughput at the run card&apos;s effective batch of %n sequence(s) per step; efficiency against one GPU at that batch.</source>
        <translation>
            <numerusform>Token hızı, çalıştırma kartının adım başına %n dizilik etkin yığınında; verimlilik, aynı yığında tek GPU’ya göre.</numerusform>
        </translation>
    </message>
    <message>
        <source>One GPU does not fit with the margin: its throughput is a prediction only.</source>
        <translation>Tek GPU marjla sığmıyor: onun token hızı yalnızca bir öngörüdür.</translation>
    </message>
    <message>
        <source>Links inside a node use the bus bandwidth the pilot measured.</source>
        <translation>Düğüm içindeki bağlantılar pilotun ölçtüğü veri yolu bant genişliğini kullanır.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>%1: GPU memory</source>
        <translation>%1: GPU belleği</translation>
    </message>
    <message>
        <source>%1 × one GPU</source>
        <translation>%1 × tek GPU</translation>
    </message>
    <message>
        <source>Memory the GPU offers</source>
        <translation>GPU’nun sunduğu bellek</translation>
    </message>
    <message>
        <source>fits with the margin</source>
        <translation>marjla sığıyor</translation>
    </message>
    <message>
        <source>does not fit with the margin</source>
        <translation>marjla sığmıyor</translation>
    </message>
    <message>
        <source>Throughput of the whole job, best layout that fits</source>
        <translation>Tüm işin token hızı, sığan en iyi düzen</translation>
    </message>
    <message>
        <source>Throughput of the whole job</source>
        <translation>Tüm işin token hızı</translation>
    </message>
    <message>
        <source>Memory per GPU, best layout that fits</source>
        <translation>GPU başına bellek, sığan en iyi düzen</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1, ölçülen</translation>
    </message>
    <message>
        <source>%1, catalog for %2</source>
        <translation>%1, %2 için katalog</translation>
    </message>
    <message numerus="yes">
        <source>Bus bandwidth measured by the pilot (%1, %n rank(s)) and the catalog&apos;s assumption</source>
        <translation>
            <numerusform>Pilotun ölçtüğü veri yolu bant genişliği (%1, %n süreç) ve kataloğun varsayımı</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured on this GPU: the curves above use it for links inside a node.</source>
        <translation>Bu GPU’da ölçüldü: yukarıdaki eğriler düğüm içindeki bağlantılar için bunu kullanır.</translation>
    </message>
    <message>
        <source>Measured on another machine than %1 (the pilot&apos;s): shown beside the catalog&apos;s figure, it does not change the curves above.</source>
        <translation>%1 dışında bir makinede (pilotunkinde) ölçüldü: kataloğun değeriyle yan yana gösterilir, yukarıdaki eğrileri değiştirmez.</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Mesaj boyutu</translation>
    </message>
    <message>
        <source>Bus bandwidth (GB/s)</source>
        <translation>Veri yolu bant genişliği (GB/sn)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Karşılaştır</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/sn</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Recommended layout</source>
        <translation>Önerilen düzen</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Token hızı</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Verimlilik</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Neden</translation>
    </message>
    <message>
        <source>Above %1: a sharded layout drops work the plain one-GPU run does (such as autocast&apos;s weight casts).</source>
        <translation>%1 üzeri: bölümlenmiş bir düzen, tek GPU’daki düz çalıştırmanın yaptığı bazı işleri (autocast’in ağırlık dönüşümleri gibi) yapmaz.</translation>
    </message>
    <message>
        <source>A: %1 × %2</source>
        <translation>A: %1 × %2</translation>
    </message>
    <message>
        <source>B: %1 × %2</source>
        <translation>B: %1 × %2</translation>
    </message>
    <message>
        <source>measured by the pilot</source>
        <translation>pilotun ölçtüğü</translation>
    </message>
    <message>
        <source>Sequences per step</source>
        <translation>Adım başına dizi</translation>
    </message>
</context>
</TS>
