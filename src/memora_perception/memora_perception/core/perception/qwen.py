"""Qwen2.5-VL perception through transformers, from a local weights folder (no hub access).

The folder holds what `save_pretrained` writes for the model, its tokenizer and its image processor
(a downloaded Qwen2.5-VL checkpoint does). The prompt is built in Qwen's chat format with one
vision block per sampled frame, each expanded to the number of merged patches the image processor
reports, so the processor class (which needs torchvision for video) is not required.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from ...errors import PerceptionError
from ..records import Backend, SegmentRecord
from ..window import Window
from .prompt import parse_reply, prompt_for, sample_frames

SYSTEM = "You are a careful observer that reports egocentric video as JSON."


class QwenVLBackend:
    """`Qwen2_5_VLForConditionalGeneration` + tokenizer + image processor from `model_dir`."""

    name = Backend.QWEN.value

    def __init__(self, model_dir: Path, *, device: str = "cpu", max_images: int = 8, max_new_tokens: int = 512,
                 dtype: str = "auto") -> None:
        self.model_dir = Path(model_dir)
        if not (self.model_dir / "config.json").is_file():
            raise PerceptionError(f"Qwen2.5-VL weights folder {self.model_dir} has no config.json")
        self.device = device
        self.max_images = max_images
        self.max_new_tokens = max_new_tokens
        self.dtype = dtype
        self._parts: Optional[tuple] = None

    def _load(self) -> tuple:
        if self._parts is None:
            try:
                from transformers import AutoImageProcessor, AutoTokenizer, Qwen2_5_VLForConditionalGeneration
            except ImportError as err:
                raise PerceptionError("the qwen backend needs `pip install transformers torch pillow`") from err
            tokenizer = AutoTokenizer.from_pretrained(self.model_dir)
            images = AutoImageProcessor.from_pretrained(self.model_dir)
            model = Qwen2_5_VLForConditionalGeneration.from_pretrained(self.model_dir, dtype=self.dtype).to(self.device)
            model.eval()
            self._parts = (tokenizer, images, model)
        return self._parts

    def _prompt(self, window: Window, tokens_per_image: list, merge: int) -> str:
        vision = "".join("<|vision_start|>" + "<|image_pad|>" * (n // merge) + "<|vision_end|>" for n in tokens_per_image)
        return (f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{vision}"
                f"{prompt_for(window, len(tokens_per_image))}<|im_end|>\n<|im_start|>assistant\n")

    def generate(self, window: Window) -> str:
        """The model's raw reply for a window."""
        if not window.frames:
            raise PerceptionError(f"window {window.id} has no frames for the qwen backend")
        import torch

        tokenizer, images, model = self._load()
        frames = sample_frames(window.frames, self.max_images)
        pixels = images(images=frames, return_tensors="pt")
        grid = pixels["image_grid_thw"]
        merge = int(getattr(images, "merge_size", 2)) ** 2
        prompt = self._prompt(window, [int(g.prod()) for g in grid], merge)
        encoded = tokenizer(prompt, return_tensors="pt")
        with torch.no_grad():
            output = model.generate(input_ids=encoded["input_ids"].to(self.device),
                                    attention_mask=encoded["attention_mask"].to(self.device),
                                    pixel_values=pixels["pixel_values"].to(self.device, model.dtype),
                                    image_grid_thw=grid.to(self.device), max_new_tokens=self.max_new_tokens,
                                    do_sample=False)
        return tokenizer.decode(output[0, encoded["input_ids"].shape[1]:], skip_special_tokens=True)

    def perceive(self, window: Window) -> SegmentRecord:
        """Generate and parse; an unparsable reply raises PerceptionParseError."""
        reply = self.generate(window)
        return parse_reply(reply, window, Backend.QWEN, min(len(window.frames), self.max_images))

