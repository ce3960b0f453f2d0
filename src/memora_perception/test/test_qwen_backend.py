"""The qwen backend's real loading path (`from_pretrained` on a local folder) with a tiny random
Qwen2.5-VL built and saved inside the test; its garbage output must fail validation clearly."""
import numpy as np
import pytest

from memora_perception.core.perception.qwen import QwenVLBackend
from memora_perception.core.perception.registry import create_backend
from memora_perception.core.window import Window
from memora_perception.errors import PerceptionError, PerceptionParseError

SPECIAL = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|vision_end|>", "<|image_pad|>", "<|video_pad|>"]
S = 1_000_000_000


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory):
    """A randomly initialised Qwen2.5-VL (2 layers, hidden 64) with a 300-token byte-level BPE tokenizer."""
    torch = pytest.importorskip("torch")
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2_5_VLConfig, Qwen2_5_VLForConditionalGeneration, Qwen2VLImageProcessorPil

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(['{"summary": "open the fridge", "actions": []}'], trainers.BpeTrainer(
        vocab_size=300, special_tokens=SPECIAL, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>")
    ids = {s: tokenizer.convert_tokens_to_ids(s) for s in SPECIAL}
    config = Qwen2_5_VLConfig(
        text_config=dict(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048,
                         rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "mrope_section": [2, 3, 3]},
                         bos_token_id=ids["<|endoftext|>"], eos_token_id=ids["<|im_end|>"], pad_token_id=ids["<|endoftext|>"]),
        vision_config=dict(depth=2, hidden_size=32, intermediate_size=64, num_heads=2, out_hidden_size=64,
                           window_size=56, fullatt_block_indexes=[1]),
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"])
    torch.manual_seed(0)
    folder = tmp_path_factory.mktemp("tiny-qwen2.5-vl")
    Qwen2_5_VLForConditionalGeneration(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    Qwen2VLImageProcessorPil(min_pixels=56 * 56, max_pixels=56 * 56).save_pretrained(folder)
    return folder


def _window():
    frames = tuple(np.full((48, 64, 3), 12 * i, dtype=np.uint8) for i in range(20))
    return Window("P01", "s1", 0, 0, 10 * S, frames, tuple(i * S // 2 for i in range(20)))


def test_tiny_model_loads_from_folder_generates_and_garbage_fails_validation(tiny_model_dir):
    backend = create_backend("qwen", model_dir=tiny_model_dir, max_images=4, max_new_tokens=24)
    assert isinstance(backend, QwenVLBackend)
    reply = backend.generate(_window())
    assert isinstance(reply, str)
    with pytest.raises(PerceptionParseError, match="reply"):
        backend.perceive(_window())


def test_missing_weights_and_frameless_window_raise(tmp_path, tiny_model_dir):
    with pytest.raises(PerceptionError, match="has no config.json"):
        QwenVLBackend(tmp_path)
    with pytest.raises(PerceptionError, match="has no frames"):
        QwenVLBackend(tiny_model_dir).perceive(Window("P01", "s1", 0, 0, 10 * S))
