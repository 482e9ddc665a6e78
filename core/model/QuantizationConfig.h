#pragma once

// A Hugging Face config's own `quantization_config`: the precision its weights ship in, the
// model's default precision when the user sets none.

#include "core/base/Message.h"
#include "core/model/Precision.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <vector>

namespace gpuplan {

struct QuantizationDefault {
    std::optional<Precision> precision; // none: a method the model does not know (said in notes)
    int group_size = 128;               // GPTQ / AWQ
    std::vector<Message> notes;         // what was read, and what is left 16-bit
};

// Maps a quantization_config object: quant_method fp8 (weight_block_size: fp8-block, else fp8),
// mxfp4 (gpt-oss), bitsandbytes (load_in_4bit: nf4 / nf4-dq with bnb_4bit_use_double_quant;
// load_in_8bit: int8), gptq and awq (bits 4 and group_size: gptq-int4 / awq-int4; bits 8:
// int8), compressed-tensors and modelopt (NVFP4 and FP8). `where` names the file in errors: a
// value of the wrong type is an InputError naming the field.
QuantizationDefault precisionFromQuantizationConfig(const nlohmann::json& quantization_config,
                                                    std::string_view where = "config.json");

// The same from a whole config.json object: nullopt when it has no quantization_config.
std::optional<QuantizationDefault> quantizationDefaultOfConfig(const nlohmann::json& config,
                                                               std::string_view where = "config.json");

} // namespace gpuplan
