// Bilingual phrase pools for the large seed: each entry is the same idea in both languages, so
// a generated item reads as one text translated, not two unrelated ones.
export type Pair = readonly [zh: string, en: string];

export const products: readonly Pair[] = [
  ['MantiSoft 切割', 'MantiSoft Cutting'],
  ['MantiSoft Tube 切管', 'MantiSoft Tube'],
  ['MantiSurf 打标', 'MantiSurf Marking'],
  ['MantiSolo 焊接', 'MantiSolo Welding'],
  ['MantiSolo 清洗', 'MantiSolo Cleaning'],
];

export const features: readonly Pair[] = [
  ['共边切割', 'common-line cutting'],
  ['飞切', 'flying cut'],
  ['自动排样', 'automatic nesting'],
  ['穿孔工艺', 'piercing process'],
  ['调高器标定', 'height follower calibration'],
  ['微连接', 'micro-joints'],
  ['二维码打标', 'QR code marking'],
  ['旋转轴打标', 'rotary axis marking'],
  ['深雕', 'deep engraving'],
  ['视觉定位', 'vision positioning'],
  ['摆动焊接', 'wobble welding'],
  ['送丝控制', 'wire feed control'],
  ['除锈清洗', 'rust cleaning'],
  ['脉冲清洗', 'pulsed cleaning'],
  ['工艺库', 'process library'],
  ['EtherCAT 驱动', 'EtherCAT drives'],
  ['加密狗许可', 'dongle licensing'],
  ['DXF 导入', 'DXF import'],
  ['序列号', 'serial numbers'],
  ['红光预览', 'red-light preview'],
];

export const materials: readonly Pair[] = [
  ['碳钢', 'carbon steel'],
  ['不锈钢', 'stainless steel'],
  ['铝板', 'aluminium sheet'],
  ['黄铜', 'brass'],
  ['镀锌板', 'galvanised sheet'],
  ['阳极氧化铝', 'anodised aluminium'],
  ['钛合金', 'titanium alloy'],
];

export const outcomes: readonly Pair[] = [
  ['加工效率提升约 15%', 'throughput rises by about 15%'],
  ['断面更平整', 'cut edges come out smoother'],
  ['换产时间明显缩短', 'changeovers take far less time'],
  ['报警与停机减少', 'alarms and stops become rarer'],
  ['参数调试更直观', 'tuning parameters is more direct'],
  ['打标对比度更稳定', 'marking contrast is steadier'],
  ['焊缝成形更均匀', 'weld beads form more evenly'],
];

export const places: readonly Pair[] = [
  ['上海', 'Shanghai'],
  ['深圳', 'Shenzhen'],
  ['济南', 'Jinan'],
  ['武汉', 'Wuhan'],
  ['汉诺威', 'Hanover'],
  ['伊斯坦布尔', 'Istanbul'],
];

export const symptoms: readonly Pair[] = [
  ['切割时出现挂渣', 'dross appears while cutting'],
  ['调高器跟随不稳', 'the height follower hunts'],
  ['打标位置偏移', 'marks land off position'],
  ['加密狗无法识别', 'the dongle is not recognised'],
  ['焊接起弧不稳定', 'the weld start is unstable'],
  ['清洗后表面发黑', 'the surface darkens after cleaning'],
  ['导入图纸后出现断线', 'imported drawings show broken contours'],
  ['软件启动缓慢', 'the software starts slowly'],
];
