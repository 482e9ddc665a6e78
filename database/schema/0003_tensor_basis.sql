-- Schema version 3: say whether a row's tensor-core figures are dense or 2:4
-- sparse (vendor headlines are often sparse, exactly double). The store writes
-- dense figures; a row marked sparse is halved when loaded.

ALTER TABLE gpus ADD COLUMN tensor_basis TEXT NOT NULL DEFAULT 'dense'
    CHECK (tensor_basis IN ('dense', 'sparse'));
