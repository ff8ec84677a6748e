#!/usr/bin/env python3
"""Writes the large inputs of bench/process_bench.sh into a folder, the same bytes on every run.

  generate_inputs.py OUT_DIR [--tables N] [--optimizers N]

  job_info.prototxt     a paddle.fleet.DistributedJobInfo (~8.5 MB): a parameter-server job whose strategy
                        has N (default 4200) downpour_table_param, each with a full accessor
  job_info.json         the same message as JSON
  train_config.config   a protos.TrainConfig (~2.1 MB) with N (default 3400) optimizer_config: every
                        optimizer and learning-rate schedule of the schema, numbers varied
  train_config.json     the same message as JSON

Both are written the way machines write them: text format as libprotobuf and Python's
text_format.MessageToString print it (fields in number order, two-space indentation, no comments), JSON as
Python's json_format.MessageToJson (indent 2, lowerCamelCase names, 64-bit integers as strings).
"""

import argparse
import json
import os
import random


class Enum:
    def __init__(self, name):
        self.name = name


class Int64:
    """A 64-bit integer field: bare in text format, a string in JSON."""

    def __init__(self, value):
        self.value = value


class Number:
    """A float or double, written as given (a short decimal, as both libraries print it)."""

    def __init__(self, value):
        self.text = repr(value).removesuffix(".0")
        self.value = value


class Repeated:
    def __init__(self, values):
        self.values = values


# A message is a list of (field name, value) pairs in field-number order; a value is str, bool, int,
# Int64, Number, Enum, a message (list) or Repeated of one of these.


def text_escape(value):
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def write_text(message, out, indent=""):
    for name, value in message:
        for item in value.values if isinstance(value, Repeated) else [value]:
            if isinstance(item, list):
                out.append(f"{indent}{name} {{\n")
                write_text(item, out, indent + "  ")
                out.append(f"{indent}}}\n")
            else:
                out.append(f"{indent}{name}: {text_scalar(item)}\n")


def text_scalar(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + text_escape(value) + '"'
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, Number):
        return value.text
    if isinstance(value, Int64):
        return str(value.value)
    return str(value)


def json_name(field):
    """protobuf's ToJsonName: an underscore is dropped and the letter after it capitalized."""
    out, capitalize = "", False
    for c in field:
        if c == "_":
            capitalize = True
        else:
            out += c.upper() if capitalize else c
            capitalize = False
    return out


def json_value(value):
    if isinstance(value, list):
        return {json_name(name): json_value(item) for name, item in value}
    if isinstance(value, Repeated):
        return [json_value(item) for item in value.values]
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, Int64):
        return str(value.value)
    if isinstance(value, Number):
        return value.value
    return value


class Generator:
    def __init__(self, seed):
        self.random = random.Random(seed)

    def pick(self, values):
        return values[self.random.randrange(len(values))]

    def decimal(self, low, high, digits):
        return Number(round(self.random.uniform(low, high), digits))

    def chance(self, probability):
        return self.random.random() < probability

    # --- paddle.fleet.DistributedJobInfo ------------------------------------------------------------------------

    def sgd_rule(self):
        rule = self.pick(["naive", "adagrad", "adagrad", "adam"])
        bound = self.pick([10, 10, 5, 20, 100])
        bounds = Repeated([Number(float(-bound)), Number(float(bound))])
        if rule == "naive":
            return [("name", "SparseNaiveSGDRule"),
                    ("naive", [("learning_rate", self.decimal(0.01, 0.1, 3)),
                               ("initial_range", Number(self.pick([0.0001, 0.001, 0.01]))),
                               ("weight_bounds", bounds)])]
        if rule == "adagrad":
            return [("name", self.pick(["SparseAdaGradSGDRule", "StdAdaGradSGDRule", "SparseAdaGradV2SGDRule"])),
                    ("adagrad", [("learning_rate", self.decimal(0.01, 0.1, 3)),
                                 ("initial_g2sum", Number(self.pick([1.0, 3.0, 5.0]))),
                                 ("initial_range", Number(self.pick([0.0001, 0.001, 0.01]))),
                                 ("weight_bounds", bounds)])]
        return [("name", self.pick(["SparseAdamSGDRule", "SparseSharedAdamSGDRule"])),
                ("adam", [("learning_rate", self.decimal(0.0005, 0.005, 4)),
                          ("initial_range", Number(self.pick([0.0001, 0.001]))),
                          ("beta1_decay_rate", Number(0.9)),
                          ("beta2_decay_rate", Number(0.999)),
                          ("ada_epsilon", Number(self.pick([1e-08, 1e-06]))),
                          ("weight_bounds", bounds)])]

    def accessor(self, embedx_dim):
        ctr = [("nonclk_coeff", self.decimal(0.05, 0.2, 2)),
               ("click_coeff", Number(self.pick([1.0, 1.0, 2.0]))),
               ("base_threshold", self.decimal(0.5, 3.0, 1)),
               ("delta_threshold", self.decimal(0.1, 0.5, 2)),
               ("delta_keep_days", Number(float(self.pick([7, 16, 30])))),
               ("show_click_decay_rate", self.decimal(0.9, 0.999, 3)),
               ("delete_threshold", self.decimal(0.5, 1.0, 2)),
               ("delete_after_unseen_days", Number(float(self.pick([7, 30, 60])))),
               ("ssd_unseenday_threshold", self.pick([1, 1, 3]))]
        ctr += [("show_scale", self.chance(0.7)), ("zero_init", self.chance(0.8))]
        saves = Repeated([[("param", param),
                           ("converter", "(scripts/xbox_compressor_mf.py | bin/xbox_pb_converter)"),
                           ("deconverter", "(bin/xbox_pb_deconverter | scripts/xbox_decompressor_mf.awk)")]
                          for param in self.pick([[0, 1, 2], [1, 2, 3], [1, 2], [0, 1, 2, 3]])])
        return [("accessor_class", self.pick(["CtrCommonAccessor", "CtrCommonAccessor", "CtrDoubleAccessor",
                                              "CtrDymfAccessor", "SparseAccessor"])),
                ("fea_dim", embedx_dim + 3),
                ("embedx_dim", embedx_dim),
                ("embedx_threshold", self.pick([0, 10, 10, 20])),
                ("ctr_accessor_param", ctr),
                ("table_accessor_save_param", saves),
                ("embed_sgd_param", self.sgd_rule()),
                ("embedx_sgd_param", self.sgd_rule())]

    def table(self, table_id):
        slot = self.pick(["user_id", "item_id", "shop_id", "brand", "category", "query_terms", "click_seq",
                          "city", "age_level", "device_model", "hour_of_week", "ad_group"])
        table = [("table_id", Int64(table_id)),
                 ("table_name", f"embedding_{slot}_{table_id}"),
                 ("table_class", self.pick(["MemorySparseTable", "MemorySparseTable", "SSDSparseTable",
                                            "MemorySparseGeoTable"])),
                 ("shard_num", Int64(self.pick([10, 100, 1000, 1000]))),
                 ("type", Enum("PS_SPARSE_TABLE")),
                 ("accessor", self.accessor(self.pick([8, 8, 16, 32, 64])))]
        table.append(("compress_in_save", self.chance(0.7)))
        table.append(("enable_sparse_table_cache", self.chance(0.8)))
        table.append(("sparse_table_cache_rate", self.decimal(0.0001, 0.001, 5)))
        table.append(("sparse_table_cache_file_num", self.pick([8, 16, 16, 32])))
        table.append(("enable_revert", self.chance(0.1)))
        table.append(("shard_merge_rate", self.decimal(0.5, 1.0, 2)))
        table.append(("use_gpu_graph", False))
        return table

    def job_info(self, tables):
        workers = 64
        servers = 16
        strategy = [("mode", Enum("PS")),
                    ("a_sync", True),
                    ("sync_nccl_allreduce", False),
                    ("fuse_grad_size_in_MB", 32),
                    ("a_sync_configs", [("k_steps", 0),
                                        ("max_merge_var_num", 1),
                                        ("send_queue_size", 16),
                                        ("thread_pool_size", 16),
                                        ("send_wait_times", 1),
                                        ("runtime_split_send_recv", True),
                                        ("launch_barrier", True),
                                        ("lr_decay_steps", 10)]),
                    ("trainer_desc_configs", [("dump_fields_path", "afs://cluster/user/ctr/dump/20240501"),
                                              ("dump_fields", Repeated(["click", "show", "ctr_pred"])),
                                              ("dump_param", Repeated(["fc_0.w_0", "fc_1.w_0"])),
                                              ("trainer", "DistMultiTrainer"),
                                              ("device_worker", "DownpourLite")]),
                    ("downpour_table_param", Repeated([self.table(i) for i in range(tables)])),
                    ("fs_client_param", [("uri", "afs://cluster.afs.example.com:9902"),
                                         ("user", "ctr_train"),
                                         ("passwd", "ctr_train_passwd"),
                                         ("hadoop_bin", "/opt/hadoop/bin/hadoop")])]
        return [("worker_num", workers),
                ("server_num", servers),
                ("worker_ips", Repeated([f"10.12.{i // 8}.{20 + i % 8}:6170" for i in range(workers)])),
                ("server_endpoints", Repeated([f"10.13.{i // 4}.{40 + i % 4}:6180" for i in range(servers)])),
                ("optimizer_name", "adam"),
                ("strategy", strategy)]

    # --- protos.TrainConfig --------------------------------------------------------------------------------------

    def learning_rate(self):
        kind = self.pick(["constant", "exponential", "exponential", "manual", "manual", "cosine", "poly",
                          "transformer"])
        if kind == "constant":
            return [("constant_learning_rate", [("learning_rate", self.decimal(0.0001, 0.01, 4))])]
        if kind == "exponential":
            rate = [("initial_learning_rate", self.decimal(0.0001, 0.01, 4)),
                    ("decay_steps", self.pick([10000, 50000, 100000, 200000])),
                    ("decay_factor", self.decimal(0.3, 0.99, 2)),
                    ("staircase", self.chance(0.5))]
            if self.chance(0.4):
                rate += [("burnin_learning_rate", self.decimal(0.00001, 0.0001, 5)),
                         ("burnin_steps", self.pick([1000, 2000, 5000]))]
            rate.append(("min_learning_rate", Number(self.pick([1e-07, 1e-06, 1e-05]))))
            return [("exponential_decay_learning_rate", rate)]
        if kind == "manual":
            steps = sorted(self.random.sample(range(10000, 500000, 5000), self.random.randint(4, 20)))
            return [("manual_step_learning_rate",
                     [("initial_learning_rate", self.decimal(0.0005, 0.005, 4)),
                      ("schedule", Repeated([[("step", step), ("learning_rate", self.decimal(0.00001, 0.001, 5))]
                                             for step in steps])),
                      ("warmup", self.chance(0.5))])]
        if kind == "cosine":
            return [("cosine_decay_learning_rate",
                     [("learning_rate_base", self.decimal(0.0005, 0.005, 4)),
                      ("total_steps", self.pick([100000, 500000, 1000000])),
                      ("warmup_learning_rate", self.decimal(0.00001, 0.0005, 5)),
                      ("warmup_steps", self.pick([1000, 5000, 10000])),
                      ("hold_base_rate_steps", self.pick([0, 0, 2000]))])]
        if kind == "poly":
            return [("poly_decay_learning_rate",
                     [("learning_rate_base", self.decimal(0.0005, 0.005, 4)),
                      ("total_steps", Int64(self.pick([100000, 500000, 1000000]))),
                      ("power", self.decimal(0.5, 2.0, 1)),
                      ("end_learning_rate", Number(self.pick([0.0, 1e-06, 1e-05])))])]
        return [("transformer_learning_rate",
                 [("learning_rate_base", self.decimal(0.5, 2.0, 2)),
                  ("hidden_size", self.pick([256, 512, 768, 1024])),
                  ("warmup_steps", self.pick([4000, 8000, 16000])),
                  ("step_scaling_rate", self.decimal(0.5, 1.5, 2))])]

    def optimizer(self):
        kind = self.pick(["rms_prop", "momentum", "adam", "adam", "momentumw", "adamw", "adam_async", "adagrad",
                          "ftrl", "ftrl", "adam_asyncw", "lazy_adam"])
        body = [("learning_rate", self.learning_rate())]
        betas = [("beta1", Number(self.pick([0.9, 0.9, 0.95]))), ("beta2", Number(self.pick([0.999, 0.98])))]
        decay = [("weight_decay", Number(self.pick([1e-06, 1e-05, 0.0001])))]
        if kind == "rms_prop":
            body += [("momentum_optimizer_value", self.decimal(0.8, 0.99, 2)), ("decay", self.decimal(0.8, 0.99, 2)),
                     ("epsilon", Number(self.pick([1.0, 0.1, 1e-08])))]
        elif kind == "momentum":
            body += [("momentum_optimizer_value", self.decimal(0.8, 0.99, 2))]
        elif kind in ("adam", "adam_async", "lazy_adam"):
            body += betas
        elif kind == "momentumw":
            body += decay + [("momentum_optimizer_value", self.decimal(0.8, 0.99, 2))]
        elif kind in ("adamw", "adam_asyncw"):
            body += decay + betas
        elif kind == "adagrad":
            body += [("initial_accumulator_value", self.decimal(0.01, 0.5, 2))]
        else:
            body += [("learning_rate_power", Number(-0.5)),
                     ("initial_accumulator_value", self.decimal(0.01, 0.5, 2)),
                     ("l1_reg", self.decimal(0.0, 20.0, 1)),
                     ("l2_reg", self.decimal(0.0, 1.0, 2))]
            if self.chance(0.3):
                body.append(("l2_shrinkage_reg", self.decimal(0.0, 0.1, 3)))
        optimizer = [("use_moving_average", self.chance(0.3))]
        if self.chance(0.3):
            optimizer.append(("moving_average_decay", Number(self.pick([0.999, 0.9999]))))
        if self.chance(0.4):
            optimizer.append(("embedding_learning_rate_multiplier", Number(self.pick([0.5, 2.0, 10.0]))))
        optimizer.append((kind + "_optimizer", body))
        return optimizer

    def train_config(self, optimizers):
        return [("optimizer_config", Repeated([self.optimizer() for _ in range(optimizers)])),
                ("gradient_clipping_by_norm", Number(10.0)),
                ("num_steps", 2000000),
                ("fine_tune_checkpoint", "oss://easyrec-models/ranking/2024w18/model.ckpt-180000"),
                ("sync_replicas", True),
                ("save_summary_steps", 1000),
                ("log_step_count_steps", 200),
                ("train_distribute", Enum("MultiWorkerMirroredStrategy")),
                ("num_gpus_per_worker", 2),
                ("inter_op_parallelism_threads", 8),
                ("intra_op_parallelism_threads", 16),
                ("freeze_gradient", Repeated([f"wide/feature_{i}/weights" for i in range(24)])),
                ("incr_save_config", [("sparse_save_secs", 60),
                                      ("dense_save_secs", 300),
                                      ("kafka", [("server", "kafka-0.kafka:9092,kafka-1.kafka:9092"),
                                                 ("topic", "easyrec_ranking_incr"),
                                                 ("consumer", [("config_topic", "easyrec_ranking_config"),
                                                               ("config_global", "global_step"),
                                                               ("offset", Int64(0)),
                                                               ("timeout", 600)])])]),
                ("dead_line", "20240601 23:59:59"),
                ("save_checkpoints_steps", 5000),
                ("keep_checkpoint_max", 5)]


def write(folder, name, content):
    with open(os.path.join(folder, name), "w", encoding="utf-8", newline="\n") as out:
        out.write(content)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--tables", type=int, default=4200)
    parser.add_argument("--optimizers", type=int, default=3400)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    generator = Generator(seed=16)
    for name, message in (("job_info", generator.job_info(args.tables)),
                          ("train_config", generator.train_config(args.optimizers))):
        text = []
        write_text(message, text)
        write(args.out_dir, name + (".prototxt" if name == "job_info" else ".config"), "".join(text))
        write(args.out_dir, name + ".json", json.dumps(json_value(message), indent=2) + "\n")


if __name__ == "__main__":
    main()
