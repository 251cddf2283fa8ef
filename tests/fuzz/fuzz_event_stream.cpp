// The app's pilot event stream: the input cut into chunks (the first byte sets the chunk size, as
// reads from a pipe arrive) through LineBuffer, each line folded into PilotLive, then every figure
// the pilot view shows.
#include "fuzz_support.h"
#include "ui/pilot/pilot_stream.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t(data[0]) + 1;
    ui::LineBuffer buffer;
    ui::PilotLive live;
    for (std::size_t offset = 1; offset < size; offset += chunk) {
        const auto piece = QByteArray(reinterpret_cast<const char*>(data) + offset,
                                      qsizetype(std::min(chunk, size - offset)));
        for (const QByteArray& line : buffer.append(piece))
            live.apply(line);
    }
    live.medianStepSeconds();
    live.p90StepSeconds();
    live.coefficientOfVariation();
    live.dataWaitShare();
    live.predictedError();
    live.remainingSeconds();
    for (const ui::PilotRankSeries& rank : live.ranks)
        rank.medianStepSeconds();
    return 0;
}
